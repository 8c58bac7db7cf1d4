import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { englishCatalog } from './english-catalog.ts';

function BackofficeFrame({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="de"
      messages={locale.startsWith('en') ? (englishCatalog as Record<string, string>) : {}}
    >
      {children}
    </IntlProvider>
  );
}

/** The back office's look in Storybook: its neutral theme, whatever the toolbar says. */
export const backofficeGlobals = { theme: 'VERWALTUNG' };

/**
 * The back office's texts in the English story runs and a router, as the app gives them to its
 * components.
 */
export const withBackoffice: Decorator = (Story, context) => (
  <MemoryRouter initialEntries={[(context.parameters.path as string | undefined) ?? '/']}>
    <BackofficeFrame>
      <Story />
    </BackofficeFrame>
  </MemoryRouter>
);
