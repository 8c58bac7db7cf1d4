import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ApiProvider, createApiClient } from '@kursmarkt/api';
import { IntlRoot, type MessageCatalog } from '@kursmarkt/i18n';
import { backofficeBasePath, type BackofficeBoot } from '@kursmarkt/schemas/rules';
import { GlobalStyle } from '@kursmarkt/ui';
import { Backoffice } from './Backoffice.tsx';
import { currentOperatorSession } from './operator-session/current.ts';
import { SessionGate } from './session/SessionGate.tsx';
import type { BackofficeSession } from './session/session.ts';

const noLabels: MessageCatalog = {};

/** The back office: its texts, the API with the session's token, the router below /verwaltung. */
export function App({
  boot,
  session,
  catalog,
}: {
  boot: BackofficeBoot;
  session: BackofficeSession;
  catalog?: MessageCatalog;
}) {
  const [client] = useState(() =>
    createApiClient({
      language: () => boot.language,
      operatorSession: () => currentOperatorSession(),
      getAccessToken: session.accessToken,
      refreshSession: session.refresh,
      onLoginRequired: () => void session.signIn(window.location.pathname),
    }),
  );
  return (
    <IntlRoot language={boot.language} domainLabels={noLabels} messages={catalog}>
      <GlobalStyle />
      <ApiProvider client={client} swrConfig={{ revalidateOnFocus: false }}>
        <BrowserRouter basename={backofficeBasePath}>
          <SessionGate session={session}>
            <Backoffice language={boot.language} />
          </SessionGate>
        </BrowserRouter>
      </ApiProvider>
    </IntlRoot>
  );
}
