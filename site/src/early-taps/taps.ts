/**
 * What the page's first script (keep-taps.ts, inlined into the page's head) and the app
 * (replay-taps.ts, once the app runs) share: what the visitor did before the app could
 * answer and, once the app has taken over, its handler for what follows
 * (docs/decisions/0019-no-tap-lost-before-hydration.md).
 */

/** A form field the visitor typed into, ticked or chose in. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type Tap =
  /**
   * A button pressed (tapped, clicked, or with `key`, an arrow, Home or End key on it), or a link
   * followed to a part of this page that only a script shows (the cookie settings).
   */
  | { control: HTMLButtonElement | HTMLAnchorElement; key?: string }
  /** A field changed, and what the visitor put in: its text or choice, or whether it is ticked. */
  | { field: Field; value: string; checked: boolean };

export type EarlyTaps = {
  /** What the visitor did before the app took over, oldest first. */
  kept: Tap[];
  /**
   * Set by the app: follows what the visitor does from now on. True when the event must wait
   * for an earlier tap that still waits: the page's first script stops it then, and the app
   * answers it in its turn.
   */
  follow?: (tap: Tap) => boolean;
};

declare global {
  interface Window {
    /** Written by the page's first script; read once by the app. */
    kursmarktTaps?: EarlyTaps;
  }
}
