/**
 * Presses again, once the app runs, the buttons a visitor tapped before (keep-taps.ts), and
 * later ones whose part of the page is still waiting for its code: React answers a tap only on
 * what it has hydrated, and drops a tap on a part whose code has not arrived
 * (docs/decisions/0019-no-tap-lost-before-hydration.md).
 *
 * Whether React took a tap shows without reading React's internals: React stops a tap it cannot
 * answer at the app's root, so it never reaches the button, and a tap it lets through reaches
 * the button. A tap that did not reach its button (nor submitted its form) is pressed again a
 * little later, until it does or it has grown too old to mean anything.
 */
import type { EarlyTaps, Tap } from './taps.ts';

/** A tap still unanswered this long after the app took over (or after it was made) is dropped. */
export const tapLifetimeMs = 15_000;
/** The waits between presses of a tap whose part of the page is still loading. */
export const retryDelaysMs = [50, 100, 200, 400, 800, 1_000];

type Pending = Tap & { at: number; attempt: number };

/**
 * Watches whether the next click (or key) reaches the tap's button; a form submission it starts
 * goes ahead only if it did (else the browser would send the form to this page's own address).
 * Returns the function that ends the watch and tells.
 */
function watch({ control, key }: Tap): () => boolean {
  let reached = false;
  const type = key ? 'keydown' : 'click';
  const form = control.type === 'submit' && !key ? control.form : null;
  const mark = () => {
    reached = true;
  };
  const hold = (event: Event) => {
    if (!reached && event.target === form) event.preventDefault();
  };
  control.addEventListener(type, mark, true);
  document.addEventListener('submit', hold, true);
  return () => {
    control.removeEventListener(type, mark, true);
    document.removeEventListener('submit', hold, true);
    return reached;
  };
}

/**
 * A tap as a mouse makes it, so that handlers on press (menus, tabs) and on click all hear it;
 * a key as a keyboard makes it, let go a moment later, as groups that move on a held key expect.
 */
function press({ control, key }: Tap) {
  if (key) {
    control.focus({ preventScroll: true });
    const init = { key, bubbles: true, cancelable: true, composed: true };
    control.dispatchEvent(new KeyboardEvent('keydown', init));
    setTimeout(() => control.dispatchEvent(new KeyboardEvent('keyup', init)));
    return;
  }
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  control.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  control.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  control.dispatchEvent(new PointerEvent('pointerup', pointer));
  control.dispatchEvent(new MouseEvent('mouseup', init));
  // A click with the button's default action (a form's submission) and its handlers.
  control.click();
}

/**
 * Takes the taps over from the page's first script: presses the kept ones now and follows later
 * ones. Call it right after `hydrateRoot`, whose listeners then answer the presses.
 */
export function takeOverTaps(taps: EarlyTaps | undefined = window.kursmarktTaps) {
  if (!taps || taps.follow) return;
  let pressing = false;

  const later = (tap: Pending) => {
    const delay = retryDelaysMs[Math.min(tap.attempt, retryDelaysMs.length - 1)]!;
    setTimeout(() => pressAgain({ ...tap, attempt: tap.attempt + 1 }), delay);
  };
  const pressAgain = (tap: Pending) => {
    if (!tap.control.isConnected || tap.control.disabled) return;
    if (Date.now() - tap.at > tapLifetimeMs) return;
    const settle = watch(tap);
    pressing = true;
    try {
      press(tap);
    } finally {
      pressing = false;
    }
    if (!settle()) later(tap);
  };

  taps.follow = (tap) => {
    if (pressing) return;
    const settle = watch(tap);
    const at = Date.now();
    // Once the tap has gone all the way, it is known whether the button heard it.
    setTimeout(() => {
      if (!settle()) later({ ...tap, at, attempt: 0 });
    });
  };

  const at = Date.now();
  for (const tap of taps.kept.splice(0)) pressAgain({ ...tap, at, attempt: 0 });
}
