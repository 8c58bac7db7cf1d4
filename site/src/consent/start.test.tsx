import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { bootData } from '../catalogue/test/support.tsx';
import { readCookie } from './affiliate.ts';
import { consentSettingsId } from './settings-link.ts';
import { startConsent } from './start.ts';
import { saveConsent } from './store.ts';
import { tagManagerOrigin } from './tag-manager.ts';
import { clearCookies } from './test-support.ts';

const tagManager = `script[src^="${tagManagerOrigin}"]`;

function start(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  const boot = bootData();
  boot.configuration = {
    ...boot.configuration,
    affiliate: new URLSearchParams(search).get('aid'),
    lifetime: 60,
    tagManagerId: 'GTM-ABC123',
  };
  act(() => startConsent({ boot, createRoot }));
}

beforeEach(() => {
  clearCookies();
  document.body.replaceChildren();
});

describe('starting the consent code after the page', () => {
  it('asks at the end of the body, keeps the promotion code, and holds the affiliate and tag manager back until consent', async () => {
    start('?aid=partner-7&pc=SOMMER-25');
    const banner = await screen.findByRole('region', { name: 'Cookies und Datenschutz' });
    expect(document.body.lastElementChild).toContainElement(banner);
    expect(readCookie('pc')).toBe('SOMMER-25');
    expect(readCookie('aid')).toBeUndefined();
    expect(document.querySelector(tagManager)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(readCookie('aid')).toBe('partner-7');
    expect(document.querySelector(tagManager)).not.toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows no banner once a choice is stored, until the footer link asks for the settings', async () => {
    saveConsent(['necessary']);
    const link = document.createElement('a');
    link.href = `#${consentSettingsId}`;
    link.textContent = 'Cookie-Einstellungen';
    document.body.append(link);
    start('');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.click(link);
    const banner = await screen.findByRole('region', { name: 'Cookies und Datenschutz' });
    expect(window.location.hash).toBe('');
    expect(banner).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
  });
});
