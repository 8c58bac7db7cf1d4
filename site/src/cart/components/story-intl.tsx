import type { Decorator } from '@storybook/react-vite';
import { IntlProvider, useIntl } from 'react-intl';
import uiEnglish from '@kursmarkt/ui/lang/en.json';
import siteEnglish from '../../../lang/en.json';

function WithSiteTexts({ children }: { children: React.ReactNode }) {
  const { locale } = useIntl();
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="de"
      messages={locale.startsWith('en') ? { ...uiEnglish, ...siteEnglish } : {}}
    >
      {children}
    </IntlProvider>
  );
}

/** The site's English texts for the cart's stories in the English story runs. */
export const withSiteTexts: Decorator = (Story) => (
  <WithSiteTexts>
    <Story />
  </WithSiteTexts>
);
