/**
 * The customer session as the pages see it: signed in or not, the name, and the actions that
 * start sign-in. A sign-in starts at the server (`login`); the sign-in client itself
 * (oidc-client-ts) lives in `client.ts` and is loaded with `import()` only when the visitor comes
 * back from the provider, has a session (the `rfLoggedIn` cookie) or opens a guarded page, so an
 * anonymous visitor downloads none of it.
 */
import { signInStartAddress } from '@kursmarkt/schemas/rules';
import type { SessionCore, SessionUser } from './core.ts';
import { leavePage } from './leave-page.ts';
import { hasLoggedInCookie } from './names.ts';

export type SessionState =
  /** No session known and none looked for: the header offers Login and Register. */
  | { status: 'anonymous' }
  /** The sign-in client is loading and reading the stored session. */
  | { status: 'checking' }
  /** Looked for, none there (or it ended): guarded pages start the login. */
  | { status: 'signedOut' }
  /**
   * The customer signs out and the page is on its way to the provider's sign-out: neither the
   * menu nor a sign-in is offered, since a sign-in now would find the provider's session still
   * there and sign the customer straight in again.
   */
  | { status: 'signingOut' }
  | { status: 'signedIn'; user: SessionUser };

const anonymous: SessionState = { status: 'anonymous' };

/**
 * How often a signed-in page checks its session (docs/rules.md, limits): a logout in another tab
 * shows here within this time, and a token about to expire is renewed while the page is open.
 */
const sessionCheckInterval = 5_000;
let state: SessionState | undefined;
const listeners = new Set<() => void>();
let core: Promise<SessionCore> | undefined;
let leaving: Promise<void> | undefined;

const current = (): SessionState =>
  (state ??= hasLoggedInCookie() ? { status: 'checking' } : anonymous);

let checking: ReturnType<typeof setInterval> | undefined;

const sameUser = (a: SessionState, b: SessionState) =>
  a.status === 'signedIn' &&
  b.status === 'signedIn' &&
  a.user.firstName === b.user.firstName &&
  a.user.lastName === b.user.lastName &&
  a.user.customerId === b.user.customerId;

function setState(next: SessionState) {
  // A renewed token with the same customer changes nothing the pages show.
  if (state && (state === next || sameUser(state, next))) return;
  state = next;
  if (next.status === 'signedIn') {
    checking ??= setInterval(() => {
      void core?.then((loaded) => loaded.currentUser());
    }, sessionCheckInterval);
  } else if (checking) {
    clearInterval(checking);
    checking = undefined;
  }
  for (const listener of listeners) listener();
}

/** Loads the sign-in client once and follows the session it finds. */
function loadCore(): Promise<SessionCore> {
  core ??= import('./client.ts').then(async ({ sessionCore }) => {
    const loaded = sessionCore();
    loaded.onChange((user) => {
      // Signing out ends with the page leaving, not with a state the page shows.
      if (state?.status === 'signingOut') return;
      setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
    });
    return loaded;
  });
  return core;
}

/** Reads the stored session (loading the sign-in client); guarded pages wait for its answer. */
export async function checkSession(): Promise<void> {
  if (current().status === 'anonymous') setState({ status: 'checking' });
  const loaded = await loadCore();
  await loaded.currentUser();
}

/**
 * Leaves the page through `start`, one redirect at a time: React's StrictMode runs a guard's
 * effect twice, and a guarded page sees the session end while the logout leaves. The redirect
 * settles once the page is on its way (or it failed).
 */
function redirect(start: () => Promise<void>): Promise<void> {
  leaving ??= start().finally(() => {
    leaving = undefined;
  });
  return leaving;
}

/** The page's language as the server rendered it (`<html lang>`), if it names one. */
const pageLanguage = () => document.documentElement.lang || undefined;

/**
 * Sends the visitor through the server's start of a sign-in (`/auth/login`, which works without
 * scripts too) to the provider's login, or with `register` its registration, and back to
 * `returnTo` afterwards (the dashboard when left out), with the affiliate id when one is known,
 * in `language` (the page's when left out); `replace` keeps the page that
 * asked out of the history. While the page leaves for a sign-out, this starts nothing.
 */
export function login({
  returnTo,
  register = false,
  replace = false,
  language = pageLanguage(),
}: {
  returnTo?: string;
  register?: boolean;
  replace?: boolean;
  language?: string;
} = {}): Promise<void> {
  return redirect(async () =>
    leavePage(signInStartAddress({ returnTo, register, language }), { replace }),
  );
}

/**
 * Ends the session here and at the provider, which sends the visitor back to the start page.
 * Until the page has left, it is the one redirect and the page shows neither the customer nor a
 * sign-in: a guarded page that hears the session has ended must not start a login, nor may the
 * header's "Anmelden", or the provider, whose session has not ended yet, would sign the customer
 * straight in again.
 */
export function logout(): Promise<void> {
  return redirect(() => {
    setState({ status: 'signingOut' });
    return loadCore()
      .then((loaded) => loaded.logout())
      .catch((error: unknown) => {
        setState({ status: 'signedOut' });
        throw error;
      });
  });
}

/** Finishes the sign-in on `/auth/callback`; resolves with where the visitor wanted to go. */
export async function completeLogin(url: string): Promise<string> {
  const loaded = await loadCore();
  return loaded.handleCallback(url);
}

/** For the API client: the access token (refreshed when nearly expired), if signed in. */
export async function accessToken(): Promise<string | undefined> {
  if (!core && current().status === 'anonymous') return undefined;
  return (await loadCore()).accessToken();
}

/** For the API client after a 401: one refresh; true when a new token is there. */
export async function refreshSession(): Promise<boolean> {
  if (!core && current().status === 'anonymous') return false;
  return (await loadCore()).refresh({ force: true });
}

/** For the API client when a 401 persists: sign in again and come back to this page. */
export function loginRequired(): void {
  const { pathname, search, hash } = window.location;
  void login({ returnTo: `${pathname}${search}${hash}` });
}

/** Listens to session changes (for `useSession`); returns the function that stops listening. */
export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  // A page load with a session reads it once something shows the session, i.e. after hydration.
  if (!core && current().status === 'checking') void checkSession();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Forgets the session as a new page load does: the next look reads the `rfLoggedIn` cookie
 * again and loads a new sign-in client, and the session check stops. Tests render many page
 * loads in one module graph with it; what listens stays (the pages unmount themselves).
 */
export function reloadSession(): void {
  clearInterval(checking);
  checking = undefined;
  state = undefined;
  core = undefined;
  leaving = undefined;
}

/** The session now; the same object until it changes. */
export const sessionSnapshot = current;

/** The session of a page rendered on the server: anonymous, like the header it renders. */
export const serverSessionSnapshot = (): SessionState => anonymous;
