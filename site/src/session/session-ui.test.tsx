import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Feature } from '@kursmarkt/schemas';
import { Header } from '../shell/Header.tsx';
import AuthCallbackPage from './AuthCallbackPage.tsx';
import { createSessionCore, type SessionCore } from './core.ts';
import { bootData, loadPage, renderInSite } from './render-support.tsx';
import { RequireSession } from './RequireSession.tsx';
import { sharedBrowser, storedUser, tab, type SharedBrowser } from './test-support.ts';

// The boundary to the sign-in library and the browser's storage: the session's own rules run.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('./client.ts', () => ({ sessionCore: () => boundary.core }));
// Leaving the page (jsdom does not navigate): where the session sends the browser.
const leavePage = vi.hoisted(() => vi.fn());
vi.mock('./leave-page.ts', () => ({ leavePage }));

let browser: SharedBrowser;
let fake: ReturnType<typeof tab>;

/** A fresh page load: the session reads the cookie again. */
function pageLoad(user: ReturnType<typeof storedUser> | null) {
  browser = sharedBrowser(user);
  fake = tab(browser);
  boundary.core = createSessionCore(fake.environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  loadPage({ signedIn: user !== null });
}

const withFeatures = (features: Feature[], language: 'de' | 'en' = 'de') =>
  ({ features, language }) as const;

beforeEach(() => {
  document.cookie = 'aid=; Path=/; Max-Age=0';
  leavePage.mockClear();
});
afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
  document.cookie = 'aid=; Path=/; Max-Age=0';
});

describe('the header', () => {
  it('offers Anmelden and Registrieren to an anonymous visitor', async () => {
    pageLoad(null);
    renderInSite(<Header />);

    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrieren' })).toBeInTheDocument();
  });

  it('says Sign in and Register in English', async () => {
    pageLoad(null);
    renderInSite(<Header />, { boot: bootData({}, 'en') });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('starts the sign-in and the registration through the server, with or without scripts', async () => {
    pageLoad(null);
    renderInSite(<Header />);

    const login = await screen.findByRole('button', { name: 'Anmelden' });
    const register = screen.getByRole('button', { name: 'Registrieren' });
    for (const button of [login, register]) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button.closest('form')).toHaveAttribute('action', '/auth/login');
      expect(button.closest('form')).toHaveAttribute('method', 'get');
    }
    expect(Object.fromEntries(new FormData(login.closest('form')!))).toEqual({
      returnTo: '/',
      language: 'de',
    });
    expect(Object.fromEntries(new FormData(register.closest('form')!))).toEqual({
      returnTo: '/',
      language: 'de',
      register: '1',
    });
  });

  it('brings an English visitor back to the page they signed in from, in English', async () => {
    pageLoad(null);
    renderInSite(<Header />, { boot: bootData({}, 'en'), path: '/suche?term=Miete' });

    const login = await screen.findByRole('button', { name: 'Sign in' });
    expect(Object.fromEntries(new FormData(login.closest('form')!))).toEqual({
      returnTo: '/suche?term=Miete',
      language: 'en',
    });
    await userEvent.click(login);
    expect(leavePage).toHaveBeenCalledWith(
      '/auth/login?returnTo=%2Fsuche%3Fterm%3DMiete&language=en',
      { replace: false },
    );
  });

  it('shows the signed-in customer a menu with their name and the pages of the domain\u2019s features, in the order of the dashboard\u2019s navigation', async () => {
    pageLoad(storedUser(300));
    renderInSite(<Header />, {
      boot: bootData(withFeatures(['SEARCH_BOX', 'BOOKMARK', 'EDUCATIONAL_STATE'])),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berger' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Übersicht',
      'Meine Kurse',
      'Rechnungen',
      'Guthaben',
      'Suchfavoriten',
      'Merkzettel',
      'Meine Daten',
      'Mein Fortbildungsstatus',
      'Abmelden',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Meine Daten' })).toHaveAttribute(
      'href',
      '/customer-dashboard/meine-daten',
    );
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('leaves out Educational state and Bookmark list without their features', async () => {
    pageLoad(storedUser(300));
    renderInSite(<Header />, { boot: bootData(withFeatures(['SEARCH_BOX'])) });

    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berger' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Übersicht',
      'Meine Kurse',
      'Rechnungen',
      'Guthaben',
      'Suchfavoriten',
      'Meine Daten',
      'Abmelden',
    ]);
  });

  it('offers no sign-in while the sign-out is on its way to the provider', async () => {
    pageLoad(storedUser(300));
    // As in the browser: the sign-out redirect settles only when the page has left.
    let leave = () => {};
    fake.manager.signoutRedirect.mockImplementation(
      () => new Promise<void>((resolve) => (leave = resolve)),
    );
    renderInSite(<Header />);

    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berger' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
    await waitFor(() => expect(fake.manager.signoutRedirect).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Anna Berger' })).not.toBeInTheDocument(),
    );

    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrieren' })).not.toBeInTheDocument();
    leave();
  });

  it('logs out at the provider with the ID token from the menu', async () => {
    pageLoad(storedUser(300));
    renderInSite(<Header />);

    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berger' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));

    await waitFor(() =>
      expect(fake.manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token-1' }),
    );
    expect(browser.cookie).toBe(false);
  });
});

describe('a guarded page', () => {
  it('sends a signed-out visitor to the login with the page as return address, leaving no history entry', async () => {
    pageLoad(null);
    renderInSite(
      <RequireSession>
        <p>Geheime Daten</p>
      </RequireSession>,
      { path: '/customer-dashboard/meine-daten?tab=2' },
    );

    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith(
        '/auth/login?returnTo=%2Fcustomer-dashboard%2Fmeine-daten%3Ftab%3D2',
        { replace: true },
      ),
    );
    expect(screen.queryByText('Geheime Daten')).not.toBeInTheDocument();
  });

  it('starts one login even when React runs the effect twice', async () => {
    pageLoad(null);
    renderInSite(
      <StrictMode>
        <RequireSession>
          <p>Geheime Daten</p>
        </RequireSession>
      </StrictMode>,
      { path: '/check' },
    );

    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(leavePage).toHaveBeenCalledTimes(1);
  });

  it('shows its content to a signed-in customer', async () => {
    pageLoad(storedUser(300));
    renderInSite(
      <RequireSession>
        <p>Geheime Daten</p>
      </RequireSession>,
      { path: '/order/summary' },
    );

    expect(await screen.findByText('Geheime Daten')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('starts no new login while the customer logs out from it', async () => {
    pageLoad(storedUser(300));
    // As in the browser: the sign-out redirect settles only when the page has left.
    let leave = () => {};
    fake.manager.signoutRedirect.mockImplementation(
      () => new Promise<void>((resolve) => (leave = resolve)),
    );
    renderInSite(
      <>
        <Header />
        <RequireSession>
          <p>Geheime Daten</p>
        </RequireSession>
      </>,
      { path: '/customer-dashboard' },
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berger' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
    await waitFor(() => expect(fake.manager.signoutRedirect).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Geheime Daten')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(leavePage).not.toHaveBeenCalled();
    leave();
  });
});

describe('the login callback page', () => {
  it('completes the sign-in once under StrictMode and replaces itself with the return path', async () => {
    pageLoad(null);
    renderInSite(
      <StrictMode>
        <AuthCallbackPage />
      </StrictMode>,
      { path: '/auth/callback' },
    );

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/customer-dashboard/meine-daten'),
    );
    expect(fake.manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(browser.cookie).toBe(true);
  });

  it('offers a new login when the provider\u2019s answer cannot be used', async () => {
    pageLoad(null);
    fake.manager.signinRedirectCallback.mockRejectedValueOnce(new Error('No matching state'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInSite(<AuthCallbackPage />, { path: '/auth/callback' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmeldung fehlgeschlagen' }),
    ).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Erneut anmelden' })));
    expect(leavePage).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('says that signing in needs HTTPS when the page is no secure context', async () => {
    pageLoad(null);
    fake.manager.signinRedirectCallback.mockRejectedValueOnce(
      new Error('Crypto.subtle is available only in secure contexts (HTTPS).'),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    try {
      renderInSite(<AuthCallbackPage />, { path: '/auth/callback' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Anmeldung fehlgeschlagen' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/Die Anmeldung braucht eine sichere Verbindung/)).toBeVisible();
      expect(screen.queryByText(/Der Anmeldelink ist vielleicht abgelaufen/)).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'isSecureContext');
    }
  });
});

describe('the session check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows within five seconds that another tab logged out, and renews a token about to expire', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pageLoad(storedUser(300));
    renderInSite(<Header />);
    expect(await screen.findByRole('button', { name: 'Anna Berger' })).toBeInTheDocument();

    browser.user = storedUser(15);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(browser.renewals).toBe(1));
    expect(screen.getByRole('button', { name: 'Anna Berger' })).toBeInTheDocument();

    // Another tab logged out: the tokens they share are gone.
    browser.user = null;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
