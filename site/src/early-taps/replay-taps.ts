/**
 * Answers, once the app runs, what the visitor did before (keep-taps.ts), and what they do later
 * on a part of the page still waiting for its code: React answers only what it has hydrated,
 * drops a tap on a part whose code has not arrived, and resets a field it hydrates to what the
 * app holds (docs/decisions/0019-no-tap-lost-before-hydration.md).
 *
 * Whether React took something shows without reading React's internals: React stops an event
 * it cannot answer at the app's root, so it never reaches its element, and one it lets through
 * reaches it. A tap is pressed again, a changed field is given back its content once React has
 * hydrated it, and both are tried again a little later while the part is still loading, until
 * React answers or the tap has grown too old to mean anything.
 */
import { useEffect } from 'react';
import type { EarlyTaps, Field, Tap } from './taps.ts';

/** A tap still unanswered this long after the app took over (or after it was made) is dropped. */
export const tapLifetimeMs = 15_000;
/** The waits between tries while the tapped part of the page is still loading. */
export const retryDelaysMs = [50, 100, 200, 400, 800, 1_000];

type Pending = Tap & { at: number; attempt: number };

/** The event types by which the tap reaches its element. */
function typesOf(tap: Tap): string[] {
  if ('field' in tap) return ['input', 'change'];
  return [tap.key ? 'keydown' : 'click'];
}

/**
 * Watches whether the next event of the tap reaches its element; a form submission a click
 * starts goes ahead only if it did (else the browser would send the form to this page's own
 * address). Returns the function that ends the watch and tells.
 */
function watch(tap: Tap, types = typesOf(tap)): () => boolean {
  const element = 'field' in tap ? tap.field : tap.control;
  let reached = false;
  const form =
    'control' in tap &&
    tap.control instanceof HTMLButtonElement &&
    tap.control.type === 'submit' &&
    !tap.key
      ? tap.control.form
      : null;
  const mark = () => {
    reached = true;
  };
  const hold = (event: Event) => {
    if (!reached && event.target === form) event.preventDefault();
  };
  for (const type of types) element.addEventListener(type, mark, true);
  if (form) document.addEventListener('submit', hold, true);
  return () => {
    for (const type of types) element.removeEventListener(type, mark, true);
    if (form) document.removeEventListener('submit', hold, true);
    return reached;
  };
}

/** A tap as a mouse makes it, so that handlers on press (menus, tabs) and on click all hear it. */
function press(control: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  control.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  control.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  control.dispatchEvent(new PointerEvent('pointerup', pointer));
  control.dispatchEvent(new MouseEvent('mouseup', init));
  // A click with its default action (a form's submission, a link's) and its handlers.
  control.click();
}

/** A key as a keyboard makes it, let go a moment later, as groups that move on a held key expect. */
function pressKey(control: HTMLElement, key: string) {
  control.focus({ preventScroll: true });
  const init = { key, bubbles: true, cancelable: true, composed: true };
  control.dispatchEvent(new KeyboardEvent('keydown', init));
  setTimeout(() => control.dispatchEvent(new KeyboardEvent('keyup', init)));
}

const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Gives a field back what the visitor put in, as if they had just done it, once React has
 * hydrated it (and so reset it): a toggle is clicked, a text or a choice is set and announced.
 * `visitors` is the content before hydration; a radio button is only ever turned on.
 */
function restore(field: Field, visitors: { value: string; checked: boolean }) {
  if (isToggle(field)) {
    const input = field as HTMLInputElement;
    if (input.checked !== visitors.checked && (input.type === 'checkbox' || visitors.checked)) {
      input.click();
    }
    return;
  }
  // Through the element first, then past it: a React field notes the first as its value and so
  // hears the second as a change, also where hydration left the visitor's text in place but
  // not in the app's state.
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, visitors.value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Takes the taps over from the page's first script: answers the kept ones now, in order, and
 * follows later ones. A tap waits while an earlier one waits for its part of the page (a
 * newsletter's button for its field), so that they are answered in the order they were made.
 * Call it once the app's first render has been committed with its effects (`TakeOverTaps`):
 * then React answers what it has hydrated, and the listeners the app adds in effects (links
 * inside the app, the cookie settings link) are there.
 */
export function takeOverTaps(taps: EarlyTaps | undefined = window.kursmarktTaps) {
  if (!taps || taps.follow) return;
  let pressing = false;
  let scheduled: ReturnType<typeof setTimeout> | undefined;
  const queue: Pending[] = [];

  /** Answers the tap; false while its part of the page cannot answer yet. */
  const answer = (tap: Pending): boolean => {
    pressing = true;
    try {
      if ('field' in tap) {
        // A key that changes nothing makes React hydrate the field's part, if its code is here.
        const settle = watch(tap, ['keydown']);
        tap.field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
        if (!settle()) return false;
        restore(tap.field, tap);
        return true;
      }
      const settle = watch(tap);
      if (tap.key) pressKey(tap.control, tap.key);
      else press(tap.control);
      return settle();
    } finally {
      pressing = false;
    }
  };
  const drain = () => {
    scheduled = undefined;
    while (queue.length > 0) {
      const tap = queue[0]!;
      const element = 'field' in tap ? tap.field : tap.control;
      const gone = !element.isConnected || ('disabled' in element && element.disabled);
      if (gone || Date.now() - tap.at > tapLifetimeMs || answer(tap)) {
        queue.shift();
        continue;
      }
      const delay = retryDelaysMs[Math.min(tap.attempt, retryDelaysMs.length - 1)]!;
      tap.attempt += 1;
      scheduled = setTimeout(drain, delay);
      return;
    }
  };
  const enqueue = (tap: Tap, at: number) => {
    const waiting =
      'field' in tap ? queue.find((other) => 'field' in other && other.field === tap.field) : null;
    // A field changed again while it waits: what it holds now is what the visitor put in.
    if (waiting) Object.assign(waiting, tap);
    else queue.push({ ...tap, at, attempt: 0 });
  };

  taps.follow = (tap) => {
    if (pressing) return false;
    const at = Date.now();
    if (queue.length > 0) {
      // An earlier tap still waits: this one waits its turn, and the queue is tried at once.
      enqueue(tap, at);
      clearTimeout(scheduled);
      drain();
      return true;
    }
    const settle = watch(tap);
    // Once the event has gone all the way, it is known whether its element heard it.
    setTimeout(() => {
      if (settle()) return;
      enqueue(tap, at);
      if (!scheduled) drain();
    });
    return false;
  };

  const at = Date.now();
  for (const tap of taps.kept.splice(0)) enqueue(tap, at);
  drain();
}

/** Takes the taps over once the app's first render is committed; render it last in the app. */
export function TakeOverTaps() {
  useEffect(() => takeOverTaps(), []);
  return null;
}
