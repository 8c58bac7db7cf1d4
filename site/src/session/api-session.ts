/**
 * The session as the API client needs it, from the page's first JavaScript: without the
 * `rfLoggedIn` cookie no call carries a token and nothing of the session is loaded; with it,
 * the session module (and through it the sign-in client) is loaded on the first call that
 * carries the bearer token.
 */
import { hasLoggedInCookie } from './names.ts';

const session = () => import('./session.ts');

/** The access token (refreshed when nearly expired), if a session exists. */
export async function apiAccessToken(): Promise<string | undefined> {
  return hasLoggedInCookie() ? (await session()).accessToken() : undefined;
}

/** After a 401: one refresh; true when a new token is there. */
export async function apiRefreshSession(): Promise<boolean> {
  return hasLoggedInCookie() ? (await session()).refreshSession() : false;
}

/** When a 401 persists: sign in again and come back to this page. */
export function apiLoginRequired(): void {
  void session().then(({ loginRequired }) => loginRequired());
}
