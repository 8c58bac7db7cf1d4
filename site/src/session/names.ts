/** The cookie that tells a page load a session exists (docs/rules.md, limits). */
export const loggedInCookie = 'rfLoggedIn';

/** Whether the page has a non-empty `rfLoggedIn` cookie: a session was started in this browser. */
export const hasLoggedInCookie = () =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === loggedInCookie && Boolean(value);
  });
