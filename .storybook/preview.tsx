import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { configure } from 'storybook/test';
import type { Locale } from '@kursmarkt/schemas';
import { GlobalStyle } from '@kursmarkt/ui';
import uiEnglish from '@kursmarkt/ui/lang/en.json';
import { resolveTheme, themeIds, themeRegistry } from '@kursmarkt/themes';

// Play functions wait (findBy…, waitFor) for what a user would see. Vite transforms a lazily
// loaded module on its first request, which on a busy two-core machine takes longer than
// Testing Library's default of one second (the start page's six module chunks did in CI). The
// limit is a safety net only: a wait that is satisfied ends at once.
configure({ asyncUtilTimeout: 10_000 });

/** Every shipped theme's custom properties, so a theme switch is one attribute change. */
const themeCss = themeIds
  .map((id) => {
    const theme = resolveTheme(id);
    if (!theme.ok) throw new Error(theme.issues.map((i) => `${i.path}: ${i.message}`).join('\n'));
    return theme.css;
  })
  .join('\n');
const style = document.createElement('style');
style.dataset.themes = themeIds.join(' ');
style.textContent = themeCss;
document.head.append(style);

const ALL = 'ALL_SIDE_BY_SIDE';

const withTheme: Decorator = (Story, context) => {
  const theme = String(context.globals.theme ?? themeIds[0]);
  if (theme !== ALL) {
    document.documentElement.dataset.theme = theme;
    return (
      <div data-theme={theme} style={{ padding: '1rem' }}>
        <Story />
      </div>
    );
  }
  document.documentElement.dataset.theme = themeIds[0];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${themeIds.length}, 1fr)` }}>
      {themeIds.map((id) => (
        <section
          key={id}
          data-theme={id}
          aria-label={themeRegistry[id]?.name}
          style={{ padding: '1rem' }}
        >
          <p style={{ margin: '0 0 1rem', fontWeight: 700 }}>{themeRegistry[id]?.name}</p>
          <Story />
        </section>
      ))}
    </div>
  );
};

const withIntl: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'de') as Locale;
  document.documentElement.lang = locale;
  return (
    <IntlProvider locale={locale} defaultLocale="de" messages={locale === 'en' ? uiEnglish : {}}>
      <GlobalStyle />
      <Story />
    </IntlProvider>
  );
};

/** Data for components that read SWR: `parameters.swr.fallback` maps keys to responses. */
const withSwr: Decorator = (Story, context) => (
  <SWRConfig
    value={{
      provider: () => new Map(),
      fallback: (context.parameters.swr as { fallback?: Record<string, unknown> })?.fallback ?? {},
      revalidateOnMount: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    }}
  >
    <Story />
  </SWRConfig>
);

const preview: Preview = {
  decorators: [withSwr, withTheme, withIntl],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          ...themeIds.map((id) => ({ value: id, title: themeRegistry[id]?.name ?? id })),
          { value: ALL, title: 'All themes side by side' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'de', title: 'Deutsch' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The story tests run once per theme (vite.config.ts sets STORYBOOK_THEME per project).
  initialGlobals: {
    theme: import.meta.env.STORYBOOK_THEME ?? themeIds[0],
    locale: import.meta.env.STORYBOOK_LOCALE ?? 'de',
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
