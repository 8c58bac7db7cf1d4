import { useIntl } from 'react-intl';
import type { Booking } from '@kursmarkt/schemas';
import { Link } from '@kursmarkt/ui';
import { dashboardMessages as m } from '../messages.ts';

/** The link opens this long before the day's start. */
const openMinutesBefore = 30;

/**
 * An online course's way in: the meeting link from 30 minutes before the day's start until its
 * end; before, when it will appear (German time).
 */
export function OnlineSeminarAccess({
  day,
  now,
}: {
  day: NonNullable<Booking['onlineDay']>;
  now: Date;
}) {
  const intl = useIntl();
  const opens = new Date(new Date(day.startsAt).getTime() - openMinutesBefore * 60_000);
  if (now < opens) {
    return intl.formatMessage(m.coursesJoinFrom, {
      time: intl.formatDate(opens, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Berlin',
      }),
    });
  }
  return (
    <Link appearance="standalone" href={day.joinUrl} external>
      {intl.formatMessage(m.coursesJoin)}
    </Link>
  );
}
