import { useIntl } from 'react-intl';
import { Alert, Button, Stack } from '@kursmarkt/ui';
import { catalogueMessages } from '../messages.ts';

/** The error state of a catalogue page: what happened and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <Alert tone="danger">
      <Stack gap="sm" align="start">
        <span>{intl.formatMessage(catalogueMessages.loadFailed)}</span>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {intl.formatMessage(catalogueMessages.retry)}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
