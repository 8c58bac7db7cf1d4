import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConsentBanner } from '@kursmarkt/ui';
import { consentMessages as m } from './messages.ts';
import { consentSettingsId } from './settings-link.ts';
import {
  consentCategories,
  onConsentChange,
  readConsent,
  saveConsent,
  type ConsentCategory,
} from './store.ts';

type Shown =
  | { by: 'nobody' }
  | { by: 'first-visit' }
  /** The visitor followed the settings link: `returnTo` gets the focus back afterwards. */
  | { by: 'visitor'; returnTo: HTMLElement | null; key: number };

/**
 * The consent banner of the storefront: shown until the visitor makes a choice, and again with
 * the settings open whenever the footer's "Cookie-Einstellungen" link is followed.
 */
export function CookieBanner() {
  const intl = useIntl();
  const [shown, setShown] = useState<Shown>(() =>
    readConsent() ? { by: 'nobody' } : { by: 'first-visit' },
  );
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href="#${consentSettingsId}"]`);
      if (!link) return;
      event.preventDefault();
      setShown({ by: 'visitor', returnTo: link as HTMLElement, key: event.timeStamp });
    };
    // Capturing runs before the app's link handling, which then leaves the link alone.
    document.addEventListener('click', onClick, true);
    // A choice made in another tab ends the first-visit question here too.
    const stop = onConsentChange(() =>
      setShown((current) => (current.by === 'first-visit' ? { by: 'nobody' } : current)),
    );
    return () => {
      document.removeEventListener('click', onClick, true);
      stop();
    };
  }, []);

  useEffect(() => {
    if (shown.by === 'visitor') banner.current?.focus();
  }, [shown]);

  if (shown.by === 'nobody') return null;
  const choose = (granted: string[]) => {
    saveConsent(granted as ConsentCategory[]);
    setShown({ by: 'nobody' });
    if (shown.by === 'visitor') shown.returnTo?.focus();
  };
  const text = (category: ConsentCategory) => ({
    label: intl.formatMessage(m[category]),
    description: intl.formatMessage(m[`${category}Description`]),
  });
  return (
    <ConsentBanner
      key={shown.by === 'visitor' ? shown.key : 'first-visit'}
      ref={banner}
      id={consentSettingsId}
      tabIndex={-1}
      title={intl.formatMessage(m.title)}
      categories={consentCategories.map((id) => ({
        id,
        ...text(id),
        required: id === 'necessary',
      }))}
      granted={readConsent() ?? []}
      defaultSettingsOpen={shown.by === 'visitor'}
      onChoose={choose}
    >
      <p>
        {intl.formatMessage(m.body, {
          link: (chunks) => <a href="/datenschutz">{chunks}</a>,
        })}
      </p>
    </ConsentBanner>
  );
}
