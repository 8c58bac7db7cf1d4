/**
 * The session rules (docs/entities-and-states.md, states; docs/api.md, errors; docs/rules.md, limits), apart from the browser and the sign-in
 * library so each rule can be tested: refresh when under 20 s of validity remain, one refresh
 * at a time across tabs and page loads, never a refresh token sent twice, the callback handled
 * once, everything cleared on logout or when the session cannot be renewed. A sign-in starts at
 * the server (session.ts, signInStartAddress).
 */
import { safeReturnPath } from '@kursmarkt/schemas/rules';

/** Refresh the access token when fewer seconds than this remain (docs/rules.md, limits). */
const minimumValiditySeconds = 20;
/** The Web Lock that lets one tab at a time refresh the shared tokens. */
export const refreshLockName = 'kursmarkt-token-refresh';
/** docs/api.md, errors: the sign-in client's message when the session cannot be renewed. */
export const refreshFailedMessage = 'Failed to refresh the token, or the session is expired';

/** The signed-in customer as the page shows them. */
export type SessionUser = {
  firstName: string;
  lastName: string;
  /** The customer's id from the access token's `customerId` claim. */
  customerId: string | undefined;
};

/** The part of an oidc-client-ts `User` the session reads. */
export type StoredUser = {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  /** Seconds until the access token expires. */
  expires_in?: number;
  profile: { given_name?: unknown; family_name?: unknown };
  state?: unknown;
};

/** The part of an oidc-client-ts `UserManager` the session uses. */
export type SignInManager = {
  getUser(): Promise<StoredUser | null>;
  signinRedirectCallback(url: string): Promise<StoredUser>;
  /** With a refresh token in the stored user this is the refresh-token grant. */
  signinSilent(): Promise<StoredUser | null>;
  signoutRedirect(args: { id_token_hint?: string }): Promise<void>;
  removeUser(): Promise<void>;
};

/** The browser around the session. */
export type SessionEnvironment = {
  manager: SignInManager;
  /** Runs `task` holding the named lock in every tab of this origin (`navigator.locks`). */
  withLock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** Sets (true) or removes (false) the `rfLoggedIn` cookie. */
  markLoggedIn: (loggedIn: boolean) => void;
  /**
   * Hands the login state that the server's start of the sign-in made (and put into a cookie for
   * the callback page) to the sign-in library, which completes the login with it.
   */
  adoptStartedSignIn: (callbackUrl: string) => Promise<void>;
  /** Removes the sign-in library's other stored data (login states). */
  clearStorage: () => Promise<void>;
  /**
   * The refresh token a renewal was sent with and whose answer is not stored yet (null when
   * none), kept beside the shared tokens: a page that finds its stored refresh token there while
   * holding the lock knows that the page that sent it left before the answer came.
   */
  renewalInFlight: {
    read: () => Promise<string | null>;
    write: (refreshToken: string | null) => Promise<void>;
  };
  /**
   * Whether a failed refresh may succeed later (no answer from the provider): then the tokens
   * stay. Any answer (e.g. 400 for an expired refresh token) ends the session.
   */
  isTransient: (error: unknown) => boolean;
  /** Where the refresh failure is reported. @default console.warn */
  warn?: (message: string, cause: unknown) => void;
};

export type SessionCore = {
  /** The stored session's user (refreshed first when nearly expired), or undefined. */
  currentUser(): Promise<SessionUser | undefined>;
  /** The access token (refreshed first when nearly expired), or undefined when signed out. */
  accessToken(): Promise<string | undefined>;
  /**
   * Renews the tokens with the refresh token; `force` also renews a token that looks valid (the
   * API refused it). Resolves false, with the session cleared, when it cannot be renewed.
   */
  refresh(options?: { force?: boolean }): Promise<boolean>;
  logout(): Promise<void>;
  /** Completes the sign-in once, however often it is called; resolves with the return path. */
  handleCallback(url: string): Promise<string>;
  /** Listens to sign-in, sign-out and token renewal. */
  onChange(listener: (user: SessionUser | undefined) => void): () => void;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The claims of a JWT's payload, or an empty object when it is not one. */
export function jwtClaims(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function toSessionUser(user: StoredUser): SessionUser {
  const customerId = jwtClaims(user.access_token).customerId;
  return {
    firstName: text(user.profile.given_name),
    lastName: text(user.profile.family_name),
    customerId: typeof customerId === 'string' ? customerId : undefined,
  };
}

const nearlyExpired = (user: StoredUser) =>
  user.expires_in === undefined || user.expires_in < minimumValiditySeconds;

/** The session over `environment`; the site makes one per page (client.ts). */
export function createSessionCore(
  environment: SessionEnvironment,
  { fallbackReturnPath }: { fallbackReturnPath: string },
): SessionCore {
  const { manager } = environment;
  const warn = environment.warn ?? ((message, cause) => console.warn(message, cause));
  const listeners = new Set<(user: SessionUser | undefined) => void>();
  let refreshing: Promise<boolean> | undefined;
  let callback: Promise<string> | undefined;

  const publish = (user: StoredUser | null | undefined) => {
    const shown = user ? toSessionUser(user) : undefined;
    for (const listener of listeners) listener(shown);
  };

  const clear = async () => {
    environment.markLoggedIn(false);
    await manager.removeUser();
    await environment.clearStorage();
  };

  const renew = async (force: boolean): Promise<boolean> => {
    const before = await manager.getUser();
    return environment.withLock(refreshLockName, async () => {
      // Another tab may have renewed the shared tokens while this one waited for the lock.
      const stored = await manager.getUser();
      if (!stored) {
        publish(undefined);
        return false;
      }
      const renewedElsewhere = stored.access_token !== before?.access_token;
      if (!nearlyExpired(stored) && (renewedElsewhere || !force)) {
        publish(stored);
        return true;
      }
      const refreshToken = stored.refresh_token ?? null;
      if (refreshToken !== null && (await environment.renewalInFlight.read()) === refreshToken) {
        // The provider may have rotated this refresh token for a page that left before storing
        // the answer; sent again, it would be refused (and end the provider's grant). The
        // customer signs in again instead: a guarded page sends them through the provider, whose
        // session lets them straight back to the page.
        warn(refreshFailedMessage, new Error('A page left while renewing the tokens.'));
        await environment.renewalInFlight.write(null);
        await clear();
        publish(undefined);
        return false;
      }
      await environment.renewalInFlight.write(refreshToken);
      try {
        const renewed = await manager.signinSilent();
        if (!renewed) throw new Error('The provider returned no tokens.');
        await environment.renewalInFlight.write(null);
        publish(renewed);
        return true;
      } catch (error) {
        warn(refreshFailedMessage, error);
        await environment.renewalInFlight.write(null);
        if (environment.isTransient(error)) return false;
        await clear();
        publish(undefined);
        return false;
      }
    });
  };

  const refresh = ({ force = false }: { force?: boolean } = {}) => {
    refreshing ??= renew(force).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  /** The stored user, renewed first when nearly expired; undefined when there is none. */
  const storedUser = async (): Promise<StoredUser | undefined> => {
    let user = await manager.getUser();
    if (user && nearlyExpired(user)) {
      await refresh();
      user = await manager.getUser();
    }
    if (!user) {
      environment.markLoggedIn(false);
      publish(undefined);
      return undefined;
    }
    return user;
  };

  return {
    async currentUser() {
      const user = await storedUser();
      if (user) publish(user);
      return user ? toSessionUser(user) : undefined;
    },
    async accessToken() {
      const user = await storedUser();
      // A token that could not be renewed just now (provider unreachable) is not sent expired.
      return user && (user.expires_in ?? 0) > 0 ? user.access_token : undefined;
    },
    refresh,
    async logout() {
      const user = await manager.getUser();
      environment.markLoggedIn(false);
      publish(undefined);
      // The sign-out request removes the stored user before it leaves the page.
      await environment.clearStorage();
      await manager.signoutRedirect({ id_token_hint: user?.id_token });
    },
    handleCallback(url) {
      callback ??= environment
        .adoptStartedSignIn(url)
        .then(() => manager.signinRedirectCallback(url))
        .then((user) => {
          environment.markLoggedIn(true);
          publish(user);
          const state = user.state as { returnTo?: unknown } | undefined;
          return safeReturnPath(state?.returnTo, fallbackReturnPath);
        });
      return callback;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
