/**
 * What the stand-in of the newsletter form leaves to the form that replaces it: the text typed,
 * where the focus and the caret were, and whether a submit was asked for before the form's code
 * was there.
 */
export type Handover = {
  value: string;
  focus: 'email' | 'submit' | null;
  selection: [start: number | null, end: number | null];
  /** A submit (Enter, a click, or a press on the button still held) not yet answered. */
  submit: boolean;
};

export const emptyHandover = (): Handover => ({
  value: '',
  focus: null,
  selection: [null, null],
  submit: false,
});
