import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bootData } from '../catalogue/test/support.tsx';
import { readCookie } from './affiliate.ts';
import { startConsent } from './start.tsx';
import { tagManagerOrigin } from './tag-manager.ts';
import { clearCookies } from './test-support.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('starting the consent code after the page', () => {
  it('asks first in the body, keeps the promotion code, and holds the affiliate and tag manager back until consent', async () => {
    clearCookies();
    window.history.replaceState(null, '', '/?aid=partner-7&pc=SOMMER-25');
    const boot = bootData();
    boot.configuration = {
      ...boot.configuration,
      affiliate: 'partner-7',
      lifetime: 60,
      tagManagerId: 'GTM-ABC123',
    };
    const tagManager = `script[src^="${tagManagerOrigin}"]`;

    act(() => startConsent(boot));
    const banner = await screen.findByRole('region', { name: 'Cookies und Datenschutz' });
    expect(document.body.firstElementChild).toContainElement(banner);
    expect(readCookie('pc')).toBe('SOMMER-25');
    expect(readCookie('aid')).toBeUndefined();
    expect(document.querySelector(tagManager)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(readCookie('aid')).toBe('partner-7');
    expect(document.querySelector(tagManager)).not.toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
