/**
 * What the page's first script (keep-taps.ts, inlined into the page's head) and the app
 * (replay-taps.ts, once hydration has started) share: the taps kept so far and, once the app has
 * taken over, its handler for later taps (docs/decisions/0019-no-tap-lost-before-hydration.md).
 */

/** A button pressed: tapped, clicked, or with `key`, an arrow, Home or End key on it. */
export type Tap = { control: HTMLButtonElement; key?: string };

export type EarlyTaps = {
  /** The taps made before the app took over, oldest first. */
  kept: Tap[];
  /** Set by the app: follows a tap from now on. */
  follow?: (tap: Tap) => void;
};

declare global {
  interface Window {
    /** Written by the page's first script; read once by the app. */
    kursmarktTaps?: EarlyTaps;
  }
}
