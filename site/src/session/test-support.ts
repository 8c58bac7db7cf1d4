/**
 * What the session tests share: an in-memory stand-in for the sign-in library and the browser
 * (token storage shared by "tabs", a Web Lock, the cookie). Not a test file itself.
 */
import { vi } from 'vitest';
import type { SessionEnvironment, SignInManager, StoredUser } from './core.ts';

/** JSON as UTF-8, base64url-encoded, as in a JWT. */
const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with `claims`, enough for reading claims. */
export const jwt = (claims: object) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.sig`;

/** A stored user whose access token has `expiresIn` seconds left. */
export function storedUser(expiresIn: number, version = 1): StoredUser {
  return {
    access_token: jwt({ customerId: '7b0f4c52-2a8e-4b8e-9a51-4d1f0e2c9a10', v: version }),
    id_token: `id-token-${version}`,
    refresh_token: `refresh-${version}`,
    expires_in: expiresIn,
    profile: { given_name: 'Anna', family_name: 'Berger' },
  };
}

/** The browser's storage of one origin, shared by the tabs of a test. */
export type SharedBrowser = {
  user: StoredUser | null;
  cookie: boolean;
  /** The renewals the provider answered, in order. */
  renewals: number;
  /** Makes the provider refuse (an Error) or be unreachable (a TypeError) on the next renewal. */
  failNextRenewal?: Error;
  /** The refresh tokens the provider has rotated: it refuses each of them when sent again. */
  spent: Set<string>;
  /** The refresh tokens the provider refused because they were sent again. */
  refused: string[];
  /** The refresh token of a renewal under way, as the session keeps it beside the tokens. */
  renewalInFlight: string | null;
  /** A lock that lets one holder at a time run, like `navigator.locks` across tabs. */
  locks: { names: string[]; queue: Promise<unknown> };
};

export const sharedBrowser = (user: StoredUser | null = null): SharedBrowser => ({
  user,
  cookie: user !== null,
  renewals: 0,
  spent: new Set(),
  refused: [],
  renewalInFlight: null,
  locks: { names: [], queue: Promise.resolve() },
});

/**
 * One tab: a fake of the sign-in library over the shared browser, and the environment; `leave`
 * is the page leaving, which releases the lock it holds, as the browser does.
 */
export function tab(browser: SharedBrowser) {
  let leave = () => {};
  const left = new Promise<void>((resolve) => (leave = resolve));
  const manager = {
    getUser: vi.fn(async () => browser.user),
    signinRedirectCallback: vi.fn(async (_url: string): Promise<StoredUser> => {
      browser.user = { ...storedUser(300), state: { returnTo: '/customer-dashboard/meine-daten' } };
      return browser.user;
    }),
    signinSilent: vi.fn(async () => {
      const sent = browser.user?.refresh_token ?? '';
      // The provider's answer arrives a moment later, as over the network.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const failure = browser.failNextRenewal;
      if (failure) {
        browser.failNextRenewal = undefined;
        throw failure;
      }
      if (browser.spent.has(sent)) {
        browser.refused.push(sent);
        throw Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' });
      }
      browser.spent.add(sent);
      browser.renewals += 1;
      browser.user = storedUser(300, browser.renewals + 1);
      return browser.user;
    }),
    signoutRedirect: vi.fn(async (_args: { id_token_hint?: string }) => {
      browser.user = null;
    }),
    removeUser: vi.fn(async () => {
      browser.user = null;
    }),
  } satisfies SignInManager;
  const environment = {
    manager,
    withLock: <T>(name: string, task: () => Promise<T>): Promise<T> => {
      browser.locks.names.push(name);
      const run = browser.locks.queue.then(task);
      browser.locks.queue = Promise.race([run, left]).catch(() => undefined);
      return run;
    },
    markLoggedIn: vi.fn((loggedIn: boolean) => {
      browser.cookie = loggedIn;
    }),
    adoptStartedSignIn: vi.fn(async (_callbackUrl: string) => undefined),
    clearStorage: vi.fn(async () => undefined),
    renewalInFlight: {
      read: async () => browser.renewalInFlight,
      write: async (refreshToken: string | null) => {
        browser.renewalInFlight = refreshToken;
      },
    },
    isTransient: (error: unknown) => error instanceof TypeError,
    warn: vi.fn(),
  } satisfies SessionEnvironment;
  return { manager, environment, leave };
}
