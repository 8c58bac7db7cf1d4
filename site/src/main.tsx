import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readBootData } from './boot.ts';

const boot = readBootData();

function start(messages?: Record<string, string>) {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App boot={boot} packageMessages={messages} />
    </StrictMode>
  );
  // The server rendered the page when it could; otherwise (no server build) render here.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // The codes from the address and the tag manager load after the page.
  void import('./consent/start.ts').then(({ startConsent }) => startConsent(boot.configuration));
}

// An English page hydrates with the English texts the server rendered it with.
if (boot.configuration.language === 'en') {
  void import('./english-messages.ts').then(({ englishMessages }) => start(englishMessages));
} else {
  start();
}
