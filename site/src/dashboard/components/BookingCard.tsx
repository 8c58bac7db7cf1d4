import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type {
  Booking,
  BookingAttendance,
  BookingDocumentKind,
  BookingStatus,
  OrderPositionTicket,
} from '@kursmarkt/schemas';
import type { ParticipantForm } from '@kursmarkt/schemas/forms';
import { dashboardPath, formatDayRange } from '@kursmarkt/schemas/rules';
import {
  Badge,
  Card,
  Heading,
  InlineMessage,
  Link,
  SpinnerButton,
  Stack,
  token,
} from '@kursmarkt/ui';
import { dashboardMessages as m } from '../messages.ts';
import { LearningCheckAction } from './LearningCheckAction.tsx';
import { EvaluationAction, evaluable } from '../../evaluations/EvaluationAction.tsx';
import { CertificateAction } from './CertificateAction.tsx';
import { OnlineSeminarAccess } from './OnlineSeminarAccess.tsx';
import { SubstituteDialog } from './SubstituteDialog.tsx';
import { TicketDialog } from './TicketDialog.tsx';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${token('space.xxs')} ${token('space.md')};
  margin: 0;

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
`;

const statusTexts: Record<BookingStatus, MessageDescriptor> = {
  BOOKED: m.statusBOOKED,
  AWAITING_PAYMENT: m.statusAWAITING_PAYMENT,
  PAID: m.statusPAID,
  CANCELLED: m.statusCANCELLED,
  WITHDRAWN: m.statusWITHDRAWN,
};
const statusTones: Record<BookingStatus, 'accent' | 'brand' | 'neutral'> = {
  BOOKED: 'brand',
  AWAITING_PAYMENT: 'accent',
  PAID: 'brand',
  CANCELLED: 'neutral',
  WITHDRAWN: 'neutral',
};
const attendanceTexts: Record<BookingAttendance, MessageDescriptor> = {
  ATTENDED: m.attendanceATTENDED,
  PARTLY_ATTENDED: m.attendancePARTLY_ATTENDED,
  NOT_ATTENDED: m.attendanceNOT_ATTENDED,
};
const attendanceTones: Record<BookingAttendance, 'accent' | 'brand' | 'neutral'> = {
  ATTENDED: 'brand',
  PARTLY_ATTENDED: 'accent',
  NOT_ATTENDED: 'neutral',
};
const documentTexts: Record<BookingDocumentKind, MessageDescriptor> = {
  INVOICE: m.coursesInvoice,
  CANCELLATION: m.coursesCancellationInvoice,
  FEE: m.coursesFeeInvoice,
};

/** A booked course of this marketplace with days to put in a calendar, not cancelled. */
const datedAndActive = (booking: Booking) =>
  !booking.manual &&
  booking.startDate !== null &&
  booking.courseType !== 'SELF' &&
  booking.status !== 'CANCELLED' &&
  booking.status !== 'WITHDRAWN';

/** A booked self-study course of this marketplace, not cancelled: it has a learning check. */
const selfStudyAndActive = (booking: Booking) =>
  !booking.manual &&
  booking.courseType === 'SELF' &&
  booking.status !== 'CANCELLED' &&
  booking.status !== 'WITHDRAWN';

export type BookingCardProps = {
  booking: Booking;
  /** Loads the invoice `id` as PDF and hands it to the browser; a rejection is shown. */
  onDownload: (document: { id: string; number: string }) => Promise<void>;
  /** Deletes a course booked elsewhere (`manual`) with its certificate; a rejection is shown. */
  onDelete?: (booking: Booking) => Promise<void>;
  /**
   * Loads the booking's calendar entry and hands it to the browser; without it (past bookings)
   * the card offers none. A rejection is shown.
   */
  onCalendar?: ((booking: Booking) => Promise<void>) | undefined;
  /** Names a substitute for the booking `id`; without it the card offers none. */
  onSubstitute?: ((id: string, participant: ParticipantForm) => Promise<void>) | undefined;
  /** Offers the evaluation of a past booking ("Kurs bewerten", "Bewertet am …"). */
  evaluation?: boolean | undefined;
  /** Loads an upcoming in-person booking's ticket; without it (past bookings) the card offers none. */
  onTicket?: ((booking: Booking) => Promise<OrderPositionTicket>) | undefined;
  /** Loads the booking's certificate `id` as PDF; without it the card offers none. */
  onCertificate?: ((id: string) => Promise<void>) | undefined;
  /** The time the online seminar's link is judged by (default: when the card renders). */
  now?: Date | undefined;
};

/**
 * One booked course: its name (a link to the course while it is offered), dates, place (the city,
 * online or self-study), organizer, order number and state, what attendance says of it
 * (attended, partly, not) once known, and what can be done now: the
 * invoices to download, the cancellation and the withdrawal while they are open, and who attends
 * with a substitute to name until the course begins; a booked course with days goes into the
 * calendar. A course booked elsewhere is marked so
 * ("Extern gebucht"), with links to change and delete it.
 */
export function BookingCard({
  booking,
  onDownload,
  onCalendar,
  onSubstitute,
  onDelete,
  evaluation,
  onTicket,
  onCertificate,
  now = new Date(),
}: BookingCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const failedId = useId();
  const [failed, setFailed] = useState<'download' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const place =
    booking.city ??
    intl.formatMessage(booking.courseType === 'SELF' ? m.coursesSelfStudy : m.coursesOnline);
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="sm">
          <Heading level={3} size="sm" id={headingId}>
            {booking.courseId === null ? (
              booking.name
            ) : (
              <Link appearance="standalone" href={`/course/${booking.courseId}`}>
                {booking.name}
              </Link>
            )}
          </Heading>
          <Facts>
            <dt>{intl.formatMessage(m.coursesStatus)}</dt>
            <dd>
              {booking.manual ? (
                <Badge tone="neutral">{intl.formatMessage(m.coursesManual)}</Badge>
              ) : (
                <Badge tone={statusTones[booking.status]}>
                  {intl.formatMessage(statusTexts[booking.status])}
                </Badge>
              )}
            </dd>
            {booking.attendance ? (
              <>
                <dt>{intl.formatMessage(m.coursesAttendance)}</dt>
                <dd>
                  <Badge tone={attendanceTones[booking.attendance]}>
                    {intl.formatMessage(attendanceTexts[booking.attendance])}
                  </Badge>
                </dd>
              </>
            ) : null}
            {booking.startDate ? (
              <>
                <dt>{intl.formatMessage(m.coursesDate)}</dt>
                <dd>
                  {formatDayRange(
                    booking.startDate,
                    booking.endDate ?? booking.startDate,
                    intl.locale,
                  )}
                </dd>
              </>
            ) : null}
            <dt>{intl.formatMessage(m.coursesPlace)}</dt>
            <dd>{place}</dd>
            <dt>{intl.formatMessage(m.coursesOrganizer)}</dt>
            <dd>{booking.organizerName}</dd>
            {booking.manual ? null : (
              <>
                <dt>{intl.formatMessage(m.coursesOrder)}</dt>
                <dd>{booking.orderNumber}</dd>
              </>
            )}
            {booking.onlineDay ? (
              <>
                <dt>{intl.formatMessage(m.coursesOnlineSeminar)}</dt>
                <dd>
                  <OnlineSeminarAccess day={booking.onlineDay} now={now} />
                </dd>
              </>
            ) : null}
            {booking.participant ? (
              <>
                <dt>{intl.formatMessage(m.coursesParticipant)}</dt>
                <dd>{`${booking.participant.firstName} ${booking.participant.lastName}`}</dd>
              </>
            ) : null}
          </Facts>
          <Actions>
            {booking.documents.map((document) => (
              <SpinnerButton
                key={document.id}
                variant="secondary"
                onClick={() => {
                  setFailed(null);
                  return onDownload(document);
                }}
                onError={() => setFailed('download')}
              >
                {intl.formatMessage(documentTexts[document.kind], { number: document.number })}
              </SpinnerButton>
            ))}
            {onCalendar && datedAndActive(booking) ? (
              <SpinnerButton
                variant="secondary"
                onClick={() => {
                  setFailed(null);
                  return onCalendar(booking);
                }}
                onError={() => setFailed('download')}
              >
                {intl.formatMessage(m.coursesCalendar)}
              </SpinnerButton>
            ) : null}
            {booking.cancellable ? (
              <Link
                appearance="button"
                variant="secondary"
                href={`/order/${booking.orderId}/cancel`}
              >
                {intl.formatMessage(m.coursesCancel)}
              </Link>
            ) : null}
            {booking.manual ? (
              <Link
                appearance="button"
                variant="secondary"
                href={`${dashboardPath}/externe-fortbildung?id=${booking.id}`}
              >
                {intl.formatMessage(m.coursesEditManual)}
              </Link>
            ) : null}
            {booking.manual && onDelete ? (
              <SpinnerButton
                variant="secondary"
                onClick={async () => {
                  setFailed(null);
                  if (!deleting) return setDeleting(true);
                  return onDelete(booking);
                }}
                onError={() => setFailed('delete')}
              >
                {intl.formatMessage(
                  deleting ? m.coursesDeleteManualConfirm : m.coursesDeleteManual,
                )}
              </SpinnerButton>
            ) : null}
            {booking.certificate && onCertificate ? (
              <CertificateAction
                certificate={booking.certificate}
                onDownload={(id) => {
                  setFailed(null);
                  return onCertificate(id);
                }}
                onError={() => setFailed('download')}
              />
            ) : null}
            {booking.withdrawable ? (
              <Link appearance="button" variant="secondary" href="/widerruf">
                {intl.formatMessage(m.coursesWithdraw)}
              </Link>
            ) : null}
            {selfStudyAndActive(booking) ? <LearningCheckAction positionId={booking.id} /> : null}
            {evaluation && evaluable(booking) ? <EvaluationAction booking={booking} /> : null}
            {onTicket && datedAndActive(booking) && booking.courseType === 'PRESENT' ? (
              <TicketDialog course={booking.name} onLoad={() => onTicket(booking)} />
            ) : null}
            {booking.participantChangeable && onSubstitute ? (
              <SubstituteDialog
                course={booking.name}
                onSubstitute={(participant) => onSubstitute(booking.id, participant)}
              />
            ) : null}
          </Actions>
          {failed ? (
            <InlineMessage id={failedId} tone="danger">
              {intl.formatMessage(
                failed === 'delete' ? m.coursesDeleteFailed : m.coursesDownloadFailed,
              )}
            </InlineMessage>
          ) : null}
        </Stack>
      </Card.Body>
    </Card>
  );
}
