import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Stack } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { providerAuthority } from './authority.ts';
import { sessionMessages as m } from './messages.ts';
import {
  renewAfterVerification,
  requestVerificationMail,
  type VerificationMailResult,
} from './verification.ts';

const resultMessages = {
  sent: m.verificationSent,
  tooSoon: m.verificationTooSoon,
  failed: m.verificationFailed,
} as const;

/**
 * The API refused the signed-in account because its e-mail address is not confirmed: what to
 * do, a new verification mail on request, and a retry once the link is followed.
 */
export function EmailNotVerified({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const { configuration } = useDomain();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<VerificationMailResult>();
  return (
    <Alert tone="warning" title={intl.formatMessage(m.verificationTitle)}>
      <Stack gap="sm" align="start">
        <span>{intl.formatMessage(m.verificationText)}</span>
        <Stack direction="row" gap="sm" wrap>
          <Button
            variant="secondary"
            size="sm"
            disabled={sending}
            onClick={() => {
              setSending(true);
              const authority = providerAuthority(configuration, window.location.origin);
              void requestVerificationMail(authority).then((next) => {
                setResult(next);
                setSending(false);
              });
            }}
          >
            {intl.formatMessage(m.verificationResend)}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void renewAfterVerification().finally(onRetry);
            }}
          >
            {intl.formatMessage(m.verificationDone)}
          </Button>
        </Stack>
        <span role="status">{result ? intl.formatMessage(resultMessages[result]) : null}</span>
      </Stack>
    </Alert>
  );
}
