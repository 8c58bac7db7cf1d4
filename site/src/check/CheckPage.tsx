import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  useAttendanceCheck,
  useAttendanceCheckIn,
  useAttendanceConfirmation,
} from '@kursmarkt/api';
import { Alert, Button, Skeleton, Text } from '@kursmarkt/ui';
import { PageFrame } from '../pages/PageFrame.tsx';
import { RequireSession } from '../session/RequireSession.tsx';
import { CheckInPanel } from './components/CheckInPanel.tsx';
import { checkMessages as m } from './messages.ts';

function CheckDay({ code }: { code: string }) {
  const intl = useIntl();
  const { data, error, mutate } = useAttendanceCheck(code);
  const check = useAttendanceCheckIn(code);
  const confirm = useAttendanceConfirmation(code);
  if (error?.status === 404) return <Alert tone="warning">{intl.formatMessage(m.noBooking)}</Alert>;
  if (error && !data) {
    return (
      <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  if (!data) return <Skeleton height="size.dialog" />;
  return (
    <CheckInPanel
      state={data}
      onCheck={async (direction) => {
        await check.trigger(direction);
      }}
      onConfirm={async () => {
        await confirm.trigger();
      }}
    />
  );
}

/**
 * The self check-in (`/check?day=<code>`, signed in): the door's QR code leads here; the
 * participant of a booking of that day checks in and out and confirms presence online
 * (docs/decisions/0059-attendance-as-evidence.md).
 */
export default function CheckPage() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const code = query.get('day');
  return (
    <RequireSession>
      <PageFrame title={intl.formatMessage(m.title)}>
        {code ? <CheckDay code={code} /> : <Text>{intl.formatMessage(m.noCode)}</Text>}
      </PageFrame>
    </RequireSession>
  );
}
