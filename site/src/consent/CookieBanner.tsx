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

export type CookieBannerProps = {
  /**
   * The settings link the visitor followed: the banner opens with the settings and focused, and
   * gives the focus back to the link afterwards. Without it, the banner asks only while no
   * choice is stored.
   */
  reopenedFrom?: HTMLElement;
};

/** The storefront's consent banner: the product's categories and texts on the ui banner. */
export function CookieBanner({ reopenedFrom }: CookieBannerProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(() => reopenedFrom !== undefined || readConsent() === null);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    if (reopenedFrom) {
      banner.current?.focus();
      return undefined;
    }
    // A choice made in another tab answers the question here too.
    return onConsentChange(() => setShown(false));
  }, [reopenedFrom]);

  if (!shown) return null;
  const choose = (granted: string[]) => {
    saveConsent(granted as ConsentCategory[]);
    setShown(false);
    reopenedFrom?.focus();
  };
  return (
    <ConsentBanner
      ref={banner}
      id={consentSettingsId}
      tabIndex={-1}
      title={intl.formatMessage(m.title)}
      categories={consentCategories.map((id) => ({
        id,
        label: intl.formatMessage(m[id]),
        description: intl.formatMessage(m[`${id}Description`]),
        required: id === 'necessary',
      }))}
      granted={readConsent() ?? []}
      defaultSettingsOpen={reopenedFrom !== undefined}
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
