import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner, token } from '@kursmarkt/ui';
import { sessionMessages } from './messages.ts';
import { checkSession, login } from './session.ts';
import { useSession } from './use-session.ts';

/**
 * The waiting state keeps the viewport's height: the page that follows is taller than a spinner,
 * and the footer, kept below the fold until it shows, does not move in sight (layout shift).
 */
export const WaitingArea = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: 100vh;
  padding: ${token('space.xxl')};
`;

/**
 * A login-guarded page (docs/routes-and-screens.md; docs/rules.md, roles): shown to a signed-in customer; anyone else
 * goes to the provider's login with this page as the return address (plus `aid` when an
 * affiliate is known) and comes back here after signing in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const signedIn = session.status === 'signedIn';
  // The session is read after hydration and its change renders at once, without yielding (a
  // store): the page behind the guard, the larger part, follows in a render that yields.
  const shown = useDeferredValue(signedIn) && signedIn;

  useEffect(() => {
    if (session.status === 'anonymous') void checkSession();
  }, [session.status]);

  useEffect(() => {
    if (session.status !== 'signedOut') return;
    // Replace: the back button from the provider's page must not land here and redirect again.
    void login({ returnTo: `${pathname}${search}${hash}`, replace: true });
  }, [session.status, pathname, search, hash]);

  if (shown) return children;
  return (
    <WaitingArea>
      <Spinner
        size="lg"
        label={intl.formatMessage(
          session.status === 'signedOut'
            ? sessionMessages.redirecting
            : session.status === 'signingOut'
              ? sessionMessages.signingOut
              : sessionMessages.checking,
        )}
      />
    </WaitingArea>
  );
}
