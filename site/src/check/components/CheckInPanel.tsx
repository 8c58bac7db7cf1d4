import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AttendanceCheck } from '@kursmarkt/schemas';
import { Alert, Heading, SpinnerButton, Stack, Text } from '@kursmarkt/ui';
import { checkMessages as m } from '../messages.ts';

export type CheckInPanelProps = {
  state: AttendanceCheck;
  /** Checks in (`IN`) or out (`OUT`); a rejection is shown. */
  onCheck: (direction: 'IN' | 'OUT') => Promise<void>;
  /** Records an "Ich bin anwesend"; a rejection is shown. */
  onConfirm: () => Promise<void>;
};

/**
 * The participant's day of a booked course: the course, the day's times, and a toggle that
 * checks in or out with the current state and its time; during an online seminar the presence
 * confirmation. On another day it says when the day is and offers nothing.
 */
export function CheckInPanel({ state, onCheck, onConfirm }: CheckInPanelProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const time = (at: string) =>
    intl.formatTime(at, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });
  const day = intl.formatDate(state.startsAt, { dateStyle: 'full', timeZone: 'Europe/Berlin' });
  const status = state.checkedIn
    ? intl.formatMessage(m.checkedInSince, { time: time(state.since!) })
    : state.since
      ? intl.formatMessage(m.checkedOutAt, { time: time(state.since) })
      : intl.formatMessage(m.notCheckedIn);
  return (
    <Stack gap="md">
      <Heading level={2} size="md">
        {state.course}
      </Heading>
      <Text>
        {intl.formatMessage(m.window, {
          day,
          from: time(state.startsAt),
          to: time(state.endsAt),
        })}
      </Text>
      {state.today ? (
        <>
          <Text role="status">{status}</Text>
          <div>
            <SpinnerButton
              onClick={() => {
                setFailed(false);
                return onCheck(state.checkedIn ? 'OUT' : 'IN');
              }}
              onError={() => setFailed(true)}
            >
              {intl.formatMessage(state.checkedIn ? m.checkOut : m.checkIn)}
            </SpinnerButton>
          </div>
          {state.online ? (
            <Stack gap="sm">
              <Text>{intl.formatMessage(m.confirmHint)}</Text>
              <div>
                <SpinnerButton
                  variant="secondary"
                  onClick={() => {
                    setFailed(false);
                    return onConfirm();
                  }}
                  onError={() => setFailed(true)}
                >
                  {intl.formatMessage(m.confirm)}
                </SpinnerButton>
              </div>
              {state.lastConfirmedAt ? (
                <Text>
                  {intl.formatMessage(m.confirmed, {
                    count: state.confirmations,
                    time: time(state.lastConfirmedAt),
                  })}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {failed ? <Alert tone="danger">{intl.formatMessage(m.failed)}</Alert> : null}
        </>
      ) : (
        <Alert tone="info">{intl.formatMessage(m.notToday, { day })}</Alert>
      )}
    </Stack>
  );
}
