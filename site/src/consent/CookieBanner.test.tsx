import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { IntlRoot } from '@kursmarkt/i18n';
import { uiMessages } from '@kursmarkt/ui';
import { CookieBanner } from './CookieBanner.tsx';
import { consentMessagesEn } from './messages.ts';
import { consentSettingsId } from './settings-link.ts';
import { readConsent, saveConsent } from './store.ts';
import { clearCookies } from './test-support.ts';

beforeEach(() => {
  clearCookies();
  document.body.replaceChildren();
});

/** The banner as the page has it: beside a footer with the settings link. */
function renderBanner(language: 'de' | 'en' = 'de', reopened = false) {
  const link = document.createElement('a');
  link.href = `#${consentSettingsId}`;
  link.textContent = 'Cookie-Einstellungen';
  document.body.append(link);
  link.focus();
  render(
    <IntlRoot
      language={language}
      domainLabels={{}}
      extraMessages={language === 'en' ? { ...uiMessages.en, ...consentMessagesEn } : undefined}
    >
      <CookieBanner reopenedFrom={reopened ? link : undefined} />
    </IntlRoot>,
  );
  return link;
}
const banner = () => screen.queryByRole('region', { name: 'Cookies und Datenschutz' });

describe('the cookie banner', () => {
  it('asks on a first visit, with a link to the privacy policy', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
  });

  it('stores "Nur notwendige" and goes away', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(readConsent()).toEqual(['necessary']);
    expect(banner()).not.toBeInTheDocument();
  });

  it('stores "Alle akzeptieren" as every category', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(readConsent()).toEqual(['necessary', 'statistics', 'marketing']);
  });

  it('stays away once a choice is stored', () => {
    saveConsent(['statistics']);
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it('goes away when the visitor decides in another tab', () => {
    renderBanner();
    act(() => saveConsent(['necessary']));
    expect(banner()).not.toBeInTheDocument();
  });

  it('reopened from the settings link, shows the settings focused and gives the focus back', async () => {
    saveConsent(['statistics']);
    const link = renderBanner('de', true);
    expect(banner()).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Statistik' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(readConsent()).toEqual(['necessary']);
    expect(banner()).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('describes each category', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).toHaveAccessibleDescription(
      'Zählt Besuche und merkt sich den Partner, über dessen Link Sie gekommen sind.',
    );
  });

  it('speaks English on English pages', () => {
    renderBanner('en');
    expect(screen.getByRole('region', { name: 'Cookies and privacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Necessary only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toBeInTheDocument();
  });
});
