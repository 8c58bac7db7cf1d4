import { useIntl } from 'react-intl';
import { NewsletterBox, newsletterMessages } from '@kursmarkt/modules';

/**
 * The footer's newsletter sign-up, loaded as its own chunk: the footer is below the fold, and
 * the form code is not needed for the first paint (the server render includes it all the same).
 */
export default function FooterNewsletter() {
  const intl = useIntl();
  return (
    <NewsletterBox
      title={intl.formatMessage(newsletterMessages.footerTitle)}
      description={intl.formatMessage(newsletterMessages.footerText)}
    />
  );
}
