import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFavoriteAlert, useUnsubscribeFavoriteAlertMutation } from '@kursmarkt/api';
import { Alert, SpinnerButton, Stack, Text } from '@kursmarkt/ui';
import { useLinkToken } from '../after-order/link-token.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { favoriteMessages as m } from './messages.ts';

function Unsubscribe({ token }: { token: string }) {
  const intl = useIntl();
  const { data, error } = useFavoriteAlert(token, { shouldRetryOnError: false });
  const unsubscribe = useUnsubscribeFavoriteAlertMutation(token);
  const [failed, setFailed] = useState(false);
  if (error) return <Alert tone="danger">{intl.formatMessage(m.unsubscribeUnknown)}</Alert>;
  if (!data) return null;
  if (!data.alerts) {
    return <Alert tone="success">{intl.formatMessage(m.unsubscribed, { name: data.name })}</Alert>;
  }
  return (
    <Stack gap="md">
      <Text as="p">{intl.formatMessage(m.unsubscribeText, { name: data.name })}</Text>
      {failed ? <Alert tone="danger">{intl.formatMessage(m.unsubscribeFailed)}</Alert> : null}
      <div>
        <SpinnerButton
          onClick={async () => {
            setFailed(false);
            await unsubscribe.trigger();
          }}
          onError={() => setFailed(true)}
        >
          {intl.formatMessage(m.unsubscribeButton)}
        </SpinnerButton>
      </div>
    </Stack>
  );
}

/** `/suchfavoriten/abbestellen#<token>`: stops a saved search's alert mails, without signing in. */
export default function FavoriteUnsubscribePage() {
  const intl = useIntl();
  const token = useLinkToken();
  return (
    <PageFrame title={intl.formatMessage(m.unsubscribeTitle)}>
      {token === undefined ? null : token ? (
        <Unsubscribe token={token} />
      ) : (
        <Alert tone="danger">{intl.formatMessage(m.unsubscribeUnknown)}</Alert>
      )}
    </PageFrame>
  );
}
