/**
 * The page's first script, inlined into its head (vite.config.ts) so that it runs before the
 * page shows. Until the app has taken over (replay-taps.ts) it keeps what only the app can
 * answer: taps on buttons, the keys that move within a group of buttons (arrows, Home, End:
 * radio groups, tabs, menus), links to a part of the page that only a script shows, and the
 * form fields the visitor changed, whose content hydration would reset. Other links, and buttons
 * that submit a form the server answers (an `action`), work without scripts and are left alone.
 * Once the app has taken over, it hands everything on.
 * Self-contained on purpose: it is compiled on its own into a classic script, so it imports
 * nothing; the shape it writes is `Window['kursmarktTaps']` (taps.ts).
 */
(() => {
  const taps: NonNullable<Window['kursmarktTaps']> = { kept: [] };
  const movingKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  window.kursmarktTaps = taps;
  const pass = (event: Event, tap: (typeof taps.kept)[number]) => {
    if (!taps.follow) {
      taps.kept.push(tap);
    } else if (taps.follow(tap)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  const press = (event: Event, key?: string) => {
    const control =
      event.target instanceof Element ? event.target.closest('button, a[href^="#"]') : null;
    if (control instanceof HTMLAnchorElement) {
      const id = decodeURIComponent(control.hash.slice(1));
      if (key || !id || document.getElementById(id)) return;
      if (!taps.follow) event.preventDefault();
      pass(event, { control });
      return;
    }
    if (!(control instanceof HTMLButtonElement) || control.disabled) return;
    const form = control.type === 'submit' && !key ? control.form : null;
    if (form && (form.hasAttribute('action') || control.hasAttribute('formaction'))) return;
    // Before the app runs, a form without an action would reload this page, a key would
    // scroll it: the app answers them.
    if (!taps.follow && (form || key)) event.preventDefault();
    pass(event, key ? { control, key } : { control });
  };
  const change = (event: Event) => {
    const field = event.target;
    if (!(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )) {
      return;
    }
    const content = { value: field.value, checked: 'checked' in field && field.checked };
    // Hydration will put the app's content into the field: what the visitor put in is kept now.
    const kept = taps.kept.find((tap) => 'field' in tap && tap.field === field);
    if (kept && !taps.follow) Object.assign(kept, content);
    else pass(event, { field, ...content });
  };
  document.addEventListener('click', (event) => press(event), true);
  document.addEventListener(
    'keydown',
    (event) => {
      if (movingKeys.includes(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) {
        press(event, event.key);
      }
    },
    true,
  );
  document.addEventListener('input', change, true);
  document.addEventListener('change', change, true);
})();
