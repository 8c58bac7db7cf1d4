import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { MessageCatalog } from '@kursmarkt/i18n';
import { App } from './App.tsx';
import { readBoot } from './boot.ts';
import { shareCspNonce } from './csp-nonce.ts';
import { createSession } from './session/session.ts';

function start(catalog?: MessageCatalog) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App boot={boot} session={session} catalog={catalog} />
    </StrictMode>,
  );
}

shareCspNonce();
const boot = readBoot();
const session = createSession(boot);
if (boot.language === 'en') {
  void import('./english-catalog.ts').then(({ englishCatalog }) => start(englishCatalog));
} else {
  start();
}
