import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { MessageCatalog } from '@kursmarkt/i18n';
import { App } from './App.tsx';
import { loadBootData, readBootData, type BootData } from './boot.ts';
import { shareCspNonce } from './csp-nonce.ts';

function start(boot: BootData, catalog?: MessageCatalog) {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App boot={boot} catalog={catalog} />
    </StrictMode>
  );
  // The server rendered the page when it could; otherwise (no server build) render here. As a
  // transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page; a tap meanwhile makes React hydrate its target at once.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // The codes from the address and the tag manager load after the page.
  void import('./consent/start.ts').then(({ startConsent }) => startConsent(boot.configuration));
}

function run(boot: BootData) {
  // An English page hydrates with the English texts the server rendered it with.
  if (boot.configuration.language === 'en') {
    void import('./english-catalog.ts').then(({ englishCatalog }) => start(boot, englishCatalog));
  } else {
    start(boot);
  }
}

shareCspNonce();
// In development (npm run dev) no server may have written the page: its boot data can come from
// the API. The production build reads what the server inlined.
if (import.meta.env.DEV) void loadBootData().then(run);
else run(readBootData());
