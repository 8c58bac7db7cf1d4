import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, Text, token } from '@kursmarkt/ui';
import { PageFrame } from '../pages/PageFrame.tsx';
import { sessionMessages } from './messages.ts';
import { completeLogin, login } from './session.ts';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${token('space.xxl')};
`;

/**
 * `/auth/callback`: where the provider sends the visitor back with the authorization code (in
 * the fragment). The code is exchanged once, also when React runs the effect twice, and the
 * visitor continues to the page the sign-in started from, which replaces this one in the history.
 * A page opened over plain HTTP on a host other than localhost is no secure context: the browser
 * withholds the Web Crypto the sign-in's PKCE needs, and the failure says to use HTTPS.
 */
export default function AuthCallbackPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<false | 'insecure' | 'unusable'>(false);

  useEffect(() => {
    let current = true;
    completeLogin(window.location.href).then(
      (returnTo) => {
        if (current) void navigate(returnTo, { replace: true });
      },
      (error: unknown) => {
        console.warn('The sign-in could not be completed.', error);
        if (current) setFailed(window.isSecureContext === false ? 'insecure' : 'unusable');
      },
    );
    return () => {
      current = false;
    };
  }, [navigate]);

  if (!failed) {
    return (
      <Centered>
        <Spinner size="lg" label={intl.formatMessage(sessionMessages.completing)} />
      </Centered>
    );
  }
  return (
    <PageFrame title={intl.formatMessage(sessionMessages.failedTitle)}>
      <Text>
        {intl.formatMessage(
          failed === 'insecure' ? sessionMessages.failedInsecure : sessionMessages.failedText,
        )}
      </Text>
      <div>
        <Button onClick={() => void login({ replace: true })}>
          {intl.formatMessage(sessionMessages.failedRetry)}
        </Button>
      </div>
    </PageFrame>
  );
}
