/** The cookie that tells a page load a session exists (SPEC.md section 9). */
export const loggedInCookie = 'rfLoggedIn';
/** Where a sign-in lands unless it started elsewhere (SPEC.md section 4). */
export const dashboardPath = '/customer-dashboard';
/** The route the provider sends the visitor back to (identity contract). */
export const callbackPath = '/auth/callback';

/** Whether the page has a non-empty `rfLoggedIn` cookie: a session was started in this browser. */
export const hasLoggedInCookie = () =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === loggedInCookie && Boolean(value);
  });
