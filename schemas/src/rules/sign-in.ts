/**
 * How a sign-in starts and what it carries to its end (docs/routes-and-screens.md; docs/rules.md, limits;
 * docs/decisions/0019-no-tap-lost-before-hydration.md): the storefront sends the browser to the
 * server's start address, which sends it on to the provider with a new login state; the state
 * comes back to the callback page in a cookie, where the sign-in client completes the login.
 */

/** The server's address that starts a sign-in (`?returnTo=&register=1&language=`). */
export const signInStartPath = '/auth/login';
/** The route the provider sends the visitor back to (identity contract). */
export const callbackPath = '/auth/callback';
/** Where a sign-in lands unless it started elsewhere (docs/entities-and-states.md, states). */
export const dashboardPath = '/customer-dashboard';
/** The cookie that remembers the affiliate a visitor came through (docs/entities-and-states.md, states; docs/rules.md, limits). */
export const affiliateCookie = 'aid';
/** A login state waits this long for the provider to send the visitor back (docs/rules.md, limits). */
export const signInStateSeconds = 60 * 60;
/** The longest return address a sign-in keeps; a longer one returns to the dashboard. */
export const maxReturnPathLength = 2048;

/**
 * Only a path of this site is a return address: never another origin (`//host`, `https:`), and
 * nothing with control characters, which a browser drops before it reads a URL, so that
 * `/\t/evil.example` would become `//evil.example`. The path must also resolve to this site's
 * origin as a browser resolves it.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > maxReturnPathLength) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value) || !/^\/(?![/\\])/.test(value)) return fallback;
  const base = 'http://return.invalid';
  return new URL(value, base).origin === base ? value : fallback;
}

/** `path` with the affiliate id added when one is known (docs/routes-and-screens.md, guarded routes). */
export function withAffiliate(path: string, aid: string | undefined): string {
  if (!aid) return path;
  const url = new URL(path, 'http://return.invalid');
  if (!url.searchParams.has('aid')) url.searchParams.set('aid', aid);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The address that starts a sign-in and returns to `returnTo` afterwards (the dashboard when
 * left out); with `register` the provider opens its registration; `language` is the page's
 * language, which the provider's pages and the page after the sign-in speak.
 */
export function signInStartAddress({
  returnTo,
  register = false,
  language,
}: { returnTo?: string; register?: boolean; language?: string } = {}): string {
  const query = new URLSearchParams();
  if (returnTo !== undefined) query.set('returnTo', returnTo);
  if (register) query.set('register', '1');
  if (language !== undefined) query.set('language', language);
  const text = query.toString();
  return text ? `${signInStartPath}?${text}` : signInStartPath;
}

/** What the start of a sign-in hands to its callback page besides the state's id. */
export type StartedSignIn = {
  /** The PKCE code verifier whose S256 challenge the provider got. */
  codeVerifier: string;
  /** Where the visitor goes once signed in: a path of this site. */
  returnTo: string;
  /** When the sign-in started, in seconds since 1970. */
  created: number;
};

/** The name of the cookie that holds the state `id` (the `state` parameter the provider echoes). */
export const signInStateCookie = (id: string) => `kmSignIn-${id}`;

/** A login state's id as the server makes it: 32 hexadecimal digits. */
export const isSignInStateId = (id: string) => /^[0-9a-f]{32}$/.test(id);

/** The state as the cookie's text (before the cookie's percent-encoding). */
export const writeSignInState = (state: StartedSignIn) => JSON.stringify(state);

/** The state a cookie's (decoded) text holds, or null when it holds none: a cookie is the browser's. */
export function readSignInState(text: string): StartedSignIn | null {
  try {
    const state: unknown = JSON.parse(text);
    if (typeof state !== 'object' || state === null) return null;
    const { codeVerifier, returnTo, created } = state as Record<string, unknown>;
    if (typeof codeVerifier !== 'string' || !/^[A-Za-z0-9._~-]{43,128}$/.test(codeVerifier)) {
      return null;
    }
    if (typeof returnTo !== 'string' || typeof created !== 'number') return null;
    return { codeVerifier, returnTo, created };
  } catch {
    return null;
  }
}
