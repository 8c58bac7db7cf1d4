import { useIntl } from 'react-intl';
import { useOrderEvaluation } from '@kursmarkt/api';
import type { Booking } from '@kursmarkt/schemas';
import { Link, Text } from '@kursmarkt/ui';
import { submittedOn } from './evaluation-dates.ts';
import { evaluationMessages as m } from './messages.ts';

/**
 * A past booking of this marketplace with dates that was not cancelled: the server tells whether
 * it is open to evaluate (its date is over in Germany) or evaluated already.
 */
export const evaluable = (booking: Booking) =>
  !booking.manual &&
  booking.endDate !== null &&
  booking.status !== 'CANCELLED' &&
  booking.status !== 'WITHDRAWN';

/**
 * Meine Kurse's evaluation of a past booking: "Kurs bewerten" while it is open, "Bewertet am …"
 * once it is sent, nothing when it cannot be (the position's state from the server).
 */
export function EvaluationAction({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const { data } = useOrderEvaluation(booking.id);
  if (data?.state === 'SUBMITTED' && data.submittedAt) {
    return (
      <Text>
        {intl.formatMessage(m.evaluatedOn, { date: submittedOn(data.submittedAt, intl.locale) })}
      </Text>
    );
  }
  if (data?.state !== 'OPEN') return null;
  return (
    <Link
      appearance="button"
      variant="secondary"
      href={`/teilnehmer-feedback/${booking.id}`}
      aria-label={intl.formatMessage(m.actionLabel, { course: booking.name })}
    >
      {intl.formatMessage(m.action)}
    </Link>
  );
}
