/**
 * The page's first script, inlined into its head (vite.config.ts) so that it runs before the
 * page shows: it keeps every tap on a button that only a script can answer, and the keys that
 * move within a group of buttons (arrows, Home, End: radio groups, tabs, menus), until the app
 * has taken over (replay-taps.ts), which then presses those buttons again. Links, and buttons
 * that submit a form the server answers (an `action`), work without scripts and are left alone.
 * Self-contained on purpose: it is compiled on its own into a classic script, so it imports
 * nothing; the shape it writes is `Window['kursmarktTaps']` (taps.ts).
 */
(() => {
  const taps: NonNullable<Window['kursmarktTaps']> = { kept: [] };
  const movingKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  window.kursmarktTaps = taps;
  const keep = (event: Event, key?: string) => {
    const control = event.target instanceof Element ? event.target.closest('button') : null;
    if (!control || control.disabled) return;
    const form = control.type === 'submit' && !key ? control.form : null;
    if (form && (form.hasAttribute('action') || control.hasAttribute('formaction'))) return;
    const tap = key ? { control, key } : { control };
    if (taps.follow) {
      taps.follow(tap);
      return;
    }
    // A form without an action would reload this page, a key would scroll it: the app answers.
    if (form || key) event.preventDefault();
    taps.kept.push(tap);
  };
  document.addEventListener('click', (event) => keep(event), true);
  document.addEventListener(
    'keydown',
    (event) => {
      if (movingKeys.includes(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) {
        keep(event, event.key);
      }
    },
    true,
  );
})();
