import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConsentBanner } from '@kursmarkt/ui';
import { consentMessages as m } from './messages.ts';
import { useReservedSpace } from '../shell/reserved-space.ts';
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
   * gives the focus back to the link afterwards. Without it, the banner asks a visitor who has
   * not chosen yet.
   */
  reopenedFrom?: HTMLElement;
  /** Called once the visitor has chosen, here or in another tab: the banner is done. */
  onClose: () => void;
};

/** The storefront's consent banner: the product's categories and texts on the ui banner. */
export default function CookieBanner({ reopenedFrom, onClose }: CookieBannerProps) {
  const intl = useIntl();
  const banner = useRef<HTMLElement>(null);
  // Only a reopened banner starts from a stored choice; the cookie is not read on the server.
  const [granted] = useState(() => (reopenedFrom ? (readConsent() ?? []) : []));
  // The banner lies over the page's foot: a focused element scrolls clear of it.
  useReservedSpace(banner, 'bottom');

  useEffect(() => {
    if (reopenedFrom) {
      banner.current?.focus();
      return undefined;
    }
    // A choice made in another tab answers the question here too.
    return onConsentChange(onClose);
  }, [reopenedFrom, onClose]);

  const choose = (categories: string[]) => {
    saveConsent(categories as ConsentCategory[]);
    onClose();
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
      granted={granted}
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
