/**
 * The session as the API client needs it: without the `rfLoggedIn` cookie no call carries a
 * token and the sign-in client is not loaded; with it, the session loads the sign-in client on
 * the first call that carries the bearer token.
 */
import { hasLoggedInCookie } from './names.ts';
import { accessToken, loginRequired, refreshSession } from './session.ts';

/** The access token (refreshed when nearly expired), if a session exists. */
export async function apiAccessToken(): Promise<string | undefined> {
  return hasLoggedInCookie() ? accessToken() : undefined;
}

/** After a 401: one refresh; true when a new token is there. */
export async function apiRefreshSession(): Promise<boolean> {
  return hasLoggedInCookie() ? refreshSession() : false;
}

/** When a 401 persists: sign in again and come back to this page. */
export function apiLoginRequired(): void {
  loginRequired();
}
