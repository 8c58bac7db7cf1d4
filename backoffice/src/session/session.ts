import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import {
  backofficeBasePath,
  backofficeCallbackPath,
  type BackofficeBoot,
} from '@kursmarkt/schemas/rules';

/** Renew the access token when fewer seconds than this remain, as the storefront does. */
const minimumValiditySeconds = 20;

/** The signed-in person as the shell shows them. */
export type SessionPerson = { name: string; email: string };

export type BackofficeSession = {
  /** The stored person, or undefined when nobody is signed in (or the tokens ran out). */
  person(): Promise<SessionPerson | undefined>;
  /** The access token, renewed first when nearly expired; undefined when signed out. */
  accessToken(): Promise<string | undefined>;
  /** Renews the tokens with the refresh token; false when that is not possible. */
  refresh(): Promise<boolean>;
  /** Sends the browser to the provider's sign-in, coming back to `returnTo` afterwards. */
  signIn(returnTo: string): Promise<void>;
  /** Completes the sign-in the browser came back from; resolves with the path to return to. */
  completeSignIn(url: string): Promise<string>;
  /** Ends the session here and at the provider, which returns to the back office. */
  signOut(): Promise<void>;
};

const personOf = (user: User): SessionPerson => {
  const { name, given_name: first, family_name: last, email } = user.profile;
  return {
    name: name ?? [first, last].filter(Boolean).join(' '),
    email: email ?? '',
  };
};

/** A path inside the back office, or its start: never an address elsewhere. */
const safeBackofficePath = (value: unknown) =>
  typeof value === 'string' &&
  (value === backofficeBasePath || value.startsWith(`${backofficeBasePath}/`)) &&
  !value.startsWith(backofficeCallbackPath)
    ? value
    : backofficeBasePath;

/**
 * The back office's sign-in (docs/decisions/0071-*): oidc-client-ts with the back office's own
 * public client, authorization code with PKCE, the tokens kept for this tab only
 * (sessionStorage), renewed with the refresh token before a call when nearly expired.
 */
export function createSession(boot: BackofficeBoot, origin = window.location.origin) {
  const manager = new UserManager({
    authority: boot.authority ?? `${origin}/realms/${encodeURIComponent(boot.realm)}`,
    client_id: boot.client,
    redirect_uri: `${origin}${backofficeCallbackPath}`,
    post_logout_redirect_uri: `${origin}${backofficeBasePath}`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid profile email',
    ui_locales: boot.language,
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
  let renewing: Promise<boolean> | undefined;

  const refresh = () => {
    renewing ??= manager
      .signinSilent()
      .then(
        (user) => user !== null,
        async () => {
          await manager.removeUser();
          return false;
        },
      )
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  };

  const currentUser = async () => {
    const user = await manager.getUser();
    if (!user) return undefined;
    if ((user.expires_in ?? 0) >= minimumValiditySeconds) return user;
    return (await refresh()) ? ((await manager.getUser()) ?? undefined) : undefined;
  };

  return {
    person: async () => {
      const user = await currentUser();
      return user ? personOf(user) : undefined;
    },
    accessToken: async () => (await currentUser())?.access_token,
    refresh,
    signIn: (returnTo) => manager.signinRedirect({ state: { returnTo } }),
    completeSignIn: async (url) => {
      const user = await manager.signinRedirectCallback(url);
      return safeBackofficePath((user.state as { returnTo?: unknown } | undefined)?.returnTo);
    },
    signOut: async () => {
      const user = await manager.getUser();
      await manager.removeUser();
      await manager.signoutRedirect({ id_token_hint: user?.id_token });
    },
  } satisfies BackofficeSession;
}
