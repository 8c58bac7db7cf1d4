import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLeaveWaitingListMutation } from '@kursmarkt/api';
import { Alert, SpinnerButton, Stack, Text } from '@kursmarkt/ui';
import { PageFrame } from '../pages/PageFrame.tsx';
import { useLinkToken } from './link-token.ts';
import { afterOrderMessages as m } from './messages.ts';

function Leave({ token }: { token: string }) {
  const intl = useIntl();
  const leave = useLeaveWaitingListMutation(token);
  const [outcome, setOutcome] = useState<'left' | 'invalid' | null>(null);
  if (outcome === 'left') return <Alert tone="success">{intl.formatMessage(m.leaveDone)}</Alert>;
  return (
    <Stack gap="md">
      <Text as="p">{intl.formatMessage(m.leaveIntro)}</Text>
      {outcome === 'invalid' ? (
        <Alert tone="danger">{intl.formatMessage(m.offerInvalid)}</Alert>
      ) : null}
      <div>
        <SpinnerButton
          onClick={async () => {
            await leave.trigger();
            setOutcome('left');
          }}
          onError={() => setOutcome('invalid')}
        >
          {intl.formatMessage(m.leaveSubmit)}
        </SpinnerButton>
      </div>
    </Stack>
  );
}

/** `/warteliste/austragen#<token>`: leaves the waiting list from the offer mail. */
export default function WaitingListLeavePage() {
  const intl = useIntl();
  const token = useLinkToken();
  return (
    <PageFrame title={intl.formatMessage(m.leaveTitle)}>
      {token === undefined ? (
        <Text as="p">{intl.formatMessage(m.loading)}</Text>
      ) : token ? (
        <Leave token={token} />
      ) : (
        <Alert tone="danger">{intl.formatMessage(m.offerInvalid)}</Alert>
      )}
    </PageFrame>
  );
}
