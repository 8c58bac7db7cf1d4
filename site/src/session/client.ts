/**
 * The sign-in client of the browser: oidc-client-ts configured by SPEC.md section 9 and
 * DESIGN.md section 7 for this domain's realm and client. Loaded only through `import()` from
 * session.ts.
 */
import { ErrorTimeout, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { readBootData } from '../boot.ts';
import { affiliateId } from '../consent/affiliate.ts';
import { createSessionCore, type SessionCore } from './core.ts';
import { IndexedDbStateStore } from './indexed-db-store.ts';
import { callbackPath, dashboardPath, loggedInCookie } from './names.ts';

/** The login state waits this long for the provider to send the visitor back (SPEC.md section 9). */
const loginStateSeconds = 60 * 60;
/** The `rfLoggedIn` cookie outlives a browser session like the stored tokens do. */
const loggedInCookieSeconds = 30 * 24 * 60 * 60;
/** The sign-in library's keys in session storage (login states) start with this. */
const statePrefix = 'oidc.';

/**
 * The provider of a realm: the server's embedded provider answers under this origin's
 * `/realms/<realm>` (the identity contract).
 */
const authorityOf = (origin: string, realm: string) =>
  `${origin}/realms/${encodeURIComponent(realm)}`;

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

function createManager(): UserManager {
  const { configuration } = readBootData();
  const { origin } = window.location;
  return new UserManager({
    authority: configuration.authority ?? authorityOf(origin, configuration.realm),
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
    userStore: new IndexedDbStateStore(),
    // The login state only has to survive the round trip through the provider in this tab.
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: statePrefix }),
    staleStateAgeInSeconds: loginStateSeconds,
  });
}

let core: SessionCore | undefined;

/** The page's one session. */
export function sessionCore(): SessionCore {
  if (core) return core;
  const manager = createManager();
  void manager.clearStaleState();
  core = createSessionCore(
    {
      manager,
      withLock,
      markLoggedIn,
      affiliateId,
      clearStorage,
      // No answer from the provider: fetch's TypeError or the library's time-out.
      isTransient: (error) => error instanceof TypeError || error instanceof ErrorTimeout,
    },
    { fallbackReturnPath: dashboardPath },
  );
  return core;
}
