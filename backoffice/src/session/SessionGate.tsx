import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Spinner, Stack } from '@kursmarkt/ui';
import { backofficeBasePath, backofficeCallbackPath } from '@kursmarkt/schemas/rules';
import { forgetOperatorSessions } from '../operator-session/store.ts';
import { sessionMessages as messages } from './messages.ts';
import type { BackofficeSession, SessionPerson } from './session.ts';

type SignedIn = { person: SessionPerson; signOut: () => void };

const SignedInContext = createContext<SignedIn | null>(null);

/** The signed-in person and the sign-out; only inside the `SessionGate`. */
export function useSignedIn(): SignedIn {
  const signedIn = useContext(SignedInContext);
  if (!signedIn) throw new Error('useSignedIn must be used inside the SessionGate.');
  return signedIn;
}

type GateState =
  | { status: 'checking' }
  | { status: 'redirecting' }
  | { status: 'failed' }
  | { status: 'signedIn'; person: SessionPerson };

/**
 * Every page of the back office needs a session: without one the browser goes to the provider's
 * sign-in and comes back to the page it asked for; the callback path completes the sign-in.
 */
export function SessionGate({
  session,
  children,
}: {
  session: BackofficeSession;
  children: ReactNode;
}) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<GateState>({ status: 'checking' });
  const onCallback =
    `${backofficeBasePath}${location.pathname}`.replace(/\/$/, '') === backofficeCallbackPath;

  useEffect(() => {
    let current = true;
    const returnTo = `${backofficeBasePath}${location.pathname === '/' ? '' : location.pathname}${location.search}`;
    const check = async () => {
      if (onCallback) {
        try {
          const back = await session.completeSignIn(window.location.href);
          if (current) navigate(back.slice(backofficeBasePath.length) || '/', { replace: true });
        } catch {
          if (current) setState({ status: 'failed' });
        }
        return;
      }
      const person = await session.person();
      if (!current) return;
      if (person) {
        setState({ status: 'signedIn', person });
        return;
      }
      setState({ status: 'redirecting' });
      await session.signIn(returnTo);
    };
    void check();
    return () => {
      current = false;
    };
  }, [onCallback, session, navigate, location.pathname, location.search]);

  if (state.status === 'signedIn') {
    return (
      <SignedInContext.Provider
        value={{
          person: state.person,
          signOut: () => {
            forgetOperatorSessions();
            void session.signOut();
          },
        }}
      >
        {children}
      </SignedInContext.Provider>
    );
  }
  if (state.status === 'failed') {
    return (
      <Stack gap="md" as="div">
        <Alert tone="danger" title={intl.formatMessage(messages.failedTitle)}>
          {intl.formatMessage(messages.failedText)}
        </Alert>
        <div>
          <Button onClick={() => void session.signIn(backofficeBasePath)}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Spinner label={intl.formatMessage(onCallback ? messages.completing : messages.redirecting)} />
  );
}
