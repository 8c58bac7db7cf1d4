import { describe, expect, it, vi } from 'vitest';
import { createSessionCore, jwtClaims, refreshFailedMessage, refreshLockName } from './core.ts';
import { jwt, sharedBrowser, storedUser, tab } from './test-support.ts';

const options = { fallbackReturnPath: '/customer-dashboard' };
const coreOf = (environment: ReturnType<typeof tab>['environment']) =>
  createSessionCore(environment, options);

describe('the access token', () => {
  it('is the stored one, without a refresh, while 20 seconds or more remain', async () => {
    const browser = sharedBrowser(storedUser(20));
    const { environment, manager } = tab(browser);

    expect(await coreOf(environment).accessToken()).toBe(browser.user!.access_token);
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('is refreshed first, holding the refresh lock, when fewer than 20 seconds remain', async () => {
    const browser = sharedBrowser(storedUser(19));
    const { environment } = tab(browser);

    const token = await coreOf(environment).accessToken();

    expect(browser.renewals).toBe(1);
    expect(token).toBe(browser.user!.access_token);
    expect(browser.locks.names).toEqual([refreshLockName]);
  });

  it('is refreshed once when several calls in one tab need it at the same time', async () => {
    const browser = sharedBrowser(storedUser(5));
    const core = coreOf(tab(browser).environment);

    const tokens = await Promise.all([core.accessToken(), core.accessToken(), core.accessToken()]);

    expect(browser.renewals).toBe(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('is refreshed once when two tabs need it at the same time: the second reads the new one', async () => {
    const browser = sharedBrowser(storedUser(5));
    const first = tab(browser);
    const second = tab(browser);

    const [a, b] = await Promise.all([
      coreOf(first.environment).accessToken(),
      coreOf(second.environment).accessToken(),
    ]);

    expect(browser.renewals).toBe(1);
    expect(a).toBe(b);
    expect(second.manager.signinSilent).not.toHaveBeenCalled();
  });

  it('is undefined when nobody is signed in, and the login cookie goes', async () => {
    const browser = sharedBrowser(null);
    browser.cookie = true;

    expect(await coreOf(tab(browser).environment).accessToken()).toBeUndefined();
    expect(browser.cookie).toBe(false);
  });
});

describe('a page that loads while the previous page renews the token', () => {
  it('waits for the renewal in flight and reads the rotated token instead of sending the old one again', async () => {
    const browser = sharedBrowser(storedUser(5));
    const previous = tab(browser);
    const next = tab(browser);

    const renewing = coreOf(previous.environment).accessToken();
    const token = await coreOf(next.environment).accessToken();

    expect(await renewing).toBe(token);
    expect(browser.renewals).toBe(1);
    expect(browser.refused).toEqual([]);
    expect(next.manager.signinSilent).not.toHaveBeenCalled();
    expect(token).toBe(browser.user!.access_token);
  });

  it('never sends the refresh token of a renewal whose page left before storing the answer', async () => {
    const browser = sharedBrowser(storedUser(5));
    const previous = tab(browser);
    // The provider rotates the token, and the page leaves before the answer arrives.
    previous.manager.signinSilent.mockImplementationOnce(() => {
      browser.spent.add(browser.user!.refresh_token!);
      return new Promise<never>(() => {});
    });
    void coreOf(previous.environment).accessToken();
    await vi.waitFor(() => expect(previous.manager.signinSilent).toHaveBeenCalled());
    previous.leave();

    const next = tab(browser);
    expect(await coreOf(next.environment).accessToken()).toBeUndefined();

    expect(next.manager.signinSilent).not.toHaveBeenCalled();
    expect(browser.refused).toEqual([]);
    expect(browser.user).toBeNull();
    expect(browser.cookie).toBe(false);
    expect(browser.renewalInFlight).toBeNull();
  });

  it('renews as usual after a renewal that ended, also when it failed', async () => {
    const browser = sharedBrowser(storedUser(5));
    browser.failNextRenewal = new TypeError('Failed to fetch');
    const first = coreOf(tab(browser).environment);
    expect(await first.accessToken()).toBe(browser.user!.access_token);
    expect(browser.renewalInFlight).toBeNull();

    expect(await coreOf(tab(browser).environment).accessToken()).toBe(browser.user!.access_token);
    expect(browser.renewals).toBe(1);
  });
});

describe('a forced refresh (the API answered 401)', () => {
  it('renews a token that still looks valid', async () => {
    const browser = sharedBrowser(storedUser(200));

    expect(await coreOf(tab(browser).environment).refresh({ force: true })).toBe(true);
    expect(browser.renewals).toBe(1);
  });

  it('does not renew again when another tab renewed while this one waited for the lock', async () => {
    const browser = sharedBrowser(storedUser(200));
    const first = tab(browser);
    const second = tab(browser);

    await Promise.all([
      coreOf(first.environment).refresh({ force: true }),
      coreOf(second.environment).refresh({ force: true }),
    ]);

    expect(browser.renewals).toBe(1);
  });
});

describe('a failed refresh', () => {
  it('clears the session when the provider refuses, with the message of docs/api.md, errors', async () => {
    const browser = sharedBrowser(storedUser(3));
    browser.failNextRenewal = Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' });
    const { environment } = tab(browser);
    const core = coreOf(environment);
    const changes = vi.fn();
    core.onChange(changes);

    expect(await core.accessToken()).toBeUndefined();

    expect(environment.warn).toHaveBeenCalledWith(refreshFailedMessage, expect.any(Error));
    expect(browser.user).toBeNull();
    expect(browser.cookie).toBe(false);
    expect(environment.clearStorage).toHaveBeenCalled();
    expect(changes).toHaveBeenLastCalledWith(undefined);
  });

  it('keeps the tokens when the provider cannot be reached, but sends no expired token', async () => {
    const browser = sharedBrowser(storedUser(0));
    browser.failNextRenewal = new TypeError('Failed to fetch');
    const { environment } = tab(browser);

    expect(await coreOf(environment).accessToken()).toBeUndefined();
    expect(browser.user).not.toBeNull();
    expect(browser.cookie).toBe(true);
  });
});

describe('the login callback', () => {
  it('takes over the login state the server started and is completed once however often it is called (React StrictMode runs effects twice)', async () => {
    const browser = sharedBrowser(null);
    const { environment, manager } = tab(browser);
    const core = coreOf(environment);
    const url = 'http://localhost/auth/callback#code=abc&state=xyz';

    const [first, second] = await Promise.all([core.handleCallback(url), core.handleCallback(url)]);

    expect(environment.adoptStartedSignIn).toHaveBeenCalledTimes(1);
    expect(environment.adoptStartedSignIn).toHaveBeenCalledWith(url);
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(environment.adoptStartedSignIn.mock.invocationCallOrder[0]).toBeLessThan(
      manager.signinRedirectCallback.mock.invocationCallOrder[0]!,
    );
    expect(first).toBe('/customer-dashboard/meine-daten');
    expect(second).toBe(first);
    expect(browser.cookie).toBe(true);
  });

  it.each([
    '/\t/evil.example',
    '/\r\n/evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
  ])(
    'returns to the dashboard, not to the address %j another site could have put into the state',
    async (returnTo) => {
      const { environment, manager } = tab(sharedBrowser(null));
      manager.signinRedirectCallback.mockImplementationOnce(async () => ({
        ...storedUser(300),
        state: { returnTo },
      }));
      const core = coreOf(environment);
      expect(await core.handleCallback('http://localhost/auth/callback#code=abc')).toBe(
        '/customer-dashboard',
      );
    },
  );

  it('returns to a page of this site with its query and fragment', async () => {
    const { environment, manager } = tab(sharedBrowser(null));
    const returnTo = '/kurs/arbeitsrecht-kompakt?language=en&aid=partner-7#termine';
    manager.signinRedirectCallback.mockImplementationOnce(async () => ({
      ...storedUser(300),
      state: { returnTo },
    }));
    const core = coreOf(environment);
    expect(await core.handleCallback('http://localhost/auth/callback#code=abc')).toBe(returnTo);
  });

  it('tells the listeners who signed in, with the customer id of the access token', async () => {
    const core = coreOf(tab(sharedBrowser(null)).environment);
    const changes = vi.fn();
    core.onChange(changes);

    await core.handleCallback('http://localhost/auth/callback#code=abc');

    expect(changes).toHaveBeenCalledWith({
      firstName: 'Anna',
      lastName: 'Berger',
      customerId: '7b0f4c52-2a8e-4b8e-9a51-4d1f0e2c9a10',
    });
  });
});

describe('logout', () => {
  it('logs out at the provider with the ID token, after removing the cookie and the stored data', async () => {
    const browser = sharedBrowser(storedUser(200));
    const { environment, manager } = tab(browser);

    await coreOf(environment).logout();

    expect(browser.cookie).toBe(false);
    expect(environment.clearStorage).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token-1' });
    expect(browser.user).toBeNull();
  });
});

describe('helpers', () => {
  it('reads the claims of a JWT and nothing from a malformed one', () => {
    expect(jwtClaims(jwt({ customerId: 'c-1', given_name: 'Jörg' }))).toEqual({
      customerId: 'c-1',
      given_name: 'Jörg',
    });
    expect(jwtClaims('not-a-token')).toEqual({});
  });
});
