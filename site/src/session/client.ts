/**
 * The sign-in client of the browser: oidc-client-ts configured by docs/rules.md, limits and
 * docs/identity.md for this domain's realm and client. Loaded only through `import()` from
 * session.ts.
 */
import { ErrorTimeout, SigninState, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import {
  callbackPath,
  dashboardPath,
  readSignInState,
  isSignInStateId,
  signInStateCookie,
  signInStateSeconds,
} from '@kursmarkt/schemas/rules';
import { readBootData } from '../boot.ts';
import { readCookie } from '../consent/affiliate.ts';
import { providerAuthority } from './authority.ts';
import { createSessionCore, type SessionCore } from './core.ts';
import { IndexedDbStateStore } from './indexed-db-store.ts';
import { loggedInCookie } from './names.ts';

/** The `rfLoggedIn` cookie outlives a browser session like the stored tokens do. */
const loggedInCookieSeconds = 30 * 24 * 60 * 60;
/** The sign-in library's keys in session storage (login states) start with this. */
const statePrefix = 'oidc.';
/** The key, beside the stored tokens, of the refresh token a renewal is under way with. */
const renewalKey = 'renewal-in-flight';

function markLoggedIn(loggedIn: boolean) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = loggedIn
    ? `${loggedInCookie}=true; Path=/; Max-Age=${loggedInCookieSeconds}; SameSite=Lax${secure}`
    : `${loggedInCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

async function clearStorage() {
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith(statePrefix)) window.sessionStorage.removeItem(key);
  }
}

/** One refresh at a time across the tabs; without Web Locks (old browsers) within this tab. */
function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return task();
  return navigator.locks.request(name, task);
}

/**
 * Moves the login state the server's start of this sign-in wrote into its cookie
 * (packages/server/src/routes/sign-in.ts) into the library's state store, as if the library had
 * started the login itself; the cookie goes. A state that is not there (an old or foreign link)
 * leaves the library to report that no state matches.
 */
async function adoptStartedSignIn(
  manager: UserManager,
  stateStore: WebStorageStateStore,
  callbackUrl: string,
) {
  const id = new URLSearchParams(new URL(callbackUrl).hash.slice(1)).get('state') ?? '';
  if (!isSignInStateId(id)) return;
  const cookie = signInStateCookie(id);
  const value = readCookie(cookie);
  if (value === undefined) return;
  document.cookie = `${cookie}=; Path=${callbackPath}; Max-Age=0; SameSite=Lax`;
  const started = readSignInState(value);
  if (!started) return;
  const { settings } = manager;
  const state = await SigninState.create({
    id,
    data: { returnTo: started.returnTo },
    created: started.created,
    request_type: 'si:r',
    code_verifier: started.codeVerifier,
    authority: settings.authority,
    client_id: settings.client_id,
    redirect_uri: settings.redirect_uri,
    scope: settings.scope,
    response_mode: settings.response_mode,
  });
  await stateStore.set(id, state.toStorageString());
}

function createManager(
  stateStore: WebStorageStateStore,
  userStore: IndexedDbStateStore,
): UserManager {
  const { configuration } = readBootData();
  const { origin } = window.location;
  return new UserManager({
    authority: providerAuthority(configuration, origin),
    client_id: configuration.client,
    redirect_uri: `${origin}${callbackPath}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid profile email',
    // Renewal is ours (core.ts): before a call when under 20 s remain, one tab at a time.
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    userStore,
    stateStore,
    staleStateAgeInSeconds: signInStateSeconds,
  });
}

let core: SessionCore | undefined;

/** The page's one session. */
export function sessionCore(): SessionCore {
  if (core) return core;
  // A login state only has to survive the round trip through the provider in this tab.
  const stateStore = new WebStorageStateStore({
    store: window.sessionStorage,
    prefix: statePrefix,
  });
  const userStore = new IndexedDbStateStore();
  const manager = createManager(stateStore, userStore);
  void manager.clearStaleState();
  core = createSessionCore(
    {
      manager,
      withLock,
      markLoggedIn,
      adoptStartedSignIn: (callbackUrl) => adoptStartedSignIn(manager, stateStore, callbackUrl),
      clearStorage,
      renewalInFlight: {
        read: () => userStore.get(renewalKey),
        write: async (refreshToken) => {
          if (refreshToken === null) await userStore.remove(renewalKey);
          else await userStore.set(renewalKey, refreshToken);
        },
      },
      // No answer from the provider: fetch's TypeError or the library's time-out.
      isTransient: (error) => error instanceof TypeError || error instanceof ErrorTimeout,
    },
    { fallbackReturnPath: dashboardPath },
  );
  return core;
}
