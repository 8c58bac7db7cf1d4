import { StrictMode } from 'react';
import { IntlRoot } from '@kursmarkt/i18n';
import { CookieBanner } from './CookieBanner.tsx';
import type { ConsentStart } from './start.ts';

/**
 * Gives the banner a root of its own at the end of the body, where it also shows, over the bottom
 * of the page: the page's render stays untouched and its skip link remains the first stop for the
 * keyboard. Returns what shows it: for the first visit, or with the settings open when
 * `reopenedFrom` (the link followed) is given.
 */
export function mountBanner({ boot, packageMessages, createRoot }: ConsentStart) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let shown = 0;
  return (reopenedFrom?: HTMLElement) => {
    shown += 1;
    root.render(
      <StrictMode>
        <IntlRoot
          language={boot.configuration.language}
          domainLabels={boot.messages.labels}
          extraMessages={packageMessages}
        >
          <CookieBanner key={shown} reopenedFrom={reopenedFrom} />
        </IntlRoot>
      </StrictMode>,
    );
  };
}
