import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { IntlRoot } from '@kursmarkt/i18n';
import { bootData } from '../catalogue/test/support.tsx';
import { DomainProvider } from '../domain.tsx';
import { englishCatalog } from '../english-catalog.ts';
import { ConsentQuestion } from './ConsentQuestion.tsx';
import { consentSettingsId } from './settings-link.ts';
import { readConsent, saveConsent } from './store.ts';
import { clearCookies } from './test-support.ts';

beforeEach(() => {
  clearCookies();
  document.body.replaceChildren();
});

/**
 * The banner's place as the page has it, after a footer with the settings link; the server
 * tells whether the visitor has answered.
 */
function renderQuestion({
  language = 'de',
  answered = false,
}: { language?: 'de' | 'en'; answered?: boolean } = {}) {
  const boot = { ...bootData({ language }), consentAnswered: answered };
  render(
    <DomainProvider value={boot}>
      <IntlRoot
        language={language}
        domainLabels={{}}
        messages={language === 'en' ? englishCatalog : undefined}
      >
        <a href={`#${consentSettingsId}`}>Cookie-Einstellungen</a>
        <ConsentQuestion />
      </IntlRoot>
    </DomainProvider>,
  );
  return screen.getByRole('link', { name: 'Cookie-Einstellungen' });
}
const findBanner = () => screen.findByRole('region', { name: 'Cookies und Datenschutz' });
const banner = () => screen.queryByRole('region', { name: 'Cookies und Datenschutz' });

describe('the consent question', () => {
  it('asks a visitor who has not answered, with a link to the privacy policy', async () => {
    renderQuestion();
    await findBanner();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
  });

  it('stores "Nur notwendige" and goes away', async () => {
    renderQuestion();
    await findBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(readConsent()).toEqual(['necessary']);
    expect(banner()).not.toBeInTheDocument();
  });

  it('stores "Alle akzeptieren" as every category', async () => {
    renderQuestion();
    await findBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(readConsent()).toEqual(['necessary', 'statistics', 'marketing']);
  });

  it('does not ask a visitor who has answered', async () => {
    renderQuestion({ answered: true });
    await act(async () => {});
    expect(banner()).not.toBeInTheDocument();
  });

  it('goes away when the visitor decides in another tab', async () => {
    renderQuestion();
    await findBanner();
    act(() => saveConsent(['necessary']));
    expect(banner()).not.toBeInTheDocument();
  });

  it('reopened from the settings link, shows the stored choice focused and gives the focus back', async () => {
    saveConsent(['statistics']);
    const link = renderQuestion({ answered: true });
    await userEvent.click(link);
    expect(await findBanner()).toHaveFocus();
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Statistik' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(readConsent()).toEqual(['necessary']);
    expect(banner()).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('opens the settings when the link is followed while it still asks', async () => {
    const link = renderQuestion();
    await findBanner();
    expect(screen.getByRole('checkbox', { name: 'Statistik', hidden: true })).not.toBeVisible();
    await userEvent.click(link);
    expect(await findBanner()).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).toBeVisible();
  });

  it('describes each category', async () => {
    renderQuestion();
    await findBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).toHaveAccessibleDescription(
      'Zählt Besuche und merkt sich den Partner, über dessen Link Sie gekommen sind.',
    );
  });

  it('speaks English on English pages', async () => {
    renderQuestion({ language: 'en' });
    expect(await screen.findByRole('region', { name: 'Cookies and privacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Necessary only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toBeInTheDocument();
  });
});
