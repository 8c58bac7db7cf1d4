import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  useCertificateDownload,
  useCustomerOrders,
  useCustomerOrdersOfYear,
  useDeleteManualOrder,
  useInvoiceDownload,
  useOrderPositionCalendar,
  useOrderPositionMutation,
  useOrderPositionTicket,
  type ApiRequestError,
} from '@kursmarkt/api';
import type { Booking } from '@kursmarkt/schemas';
import { dashboardPath } from '@kursmarkt/schemas/rules';
import { Alert, Button, Heading, Link, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { save } from '../order/save-file.ts';
import { EmailNotVerified } from '../session/EmailNotVerified.tsx';
import { useSession } from '../session/use-session.ts';
import { BookingCard, type BookingCardProps } from './components/BookingCard.tsx';
import { certificateMessages } from './certificate-messages.ts';
import { dashboardMessages as m } from './messages.ts';

/** The most upcoming bookings the server answers at once (the contract's limit of `size`). */
const allUpcoming = 200;

type Download = (document: { id: string; number: string }) => Promise<void>;

function Bookings({
  bookings,
  onDownload,
  onCalendar,
  onSubstitute,
  evaluations,
  onTicket,
}: {
  bookings: Booking[];
  onDownload: Download;
  onCalendar?: BookingCardProps['onCalendar'];
  onSubstitute?: BookingCardProps['onSubstitute'];
  evaluations?: boolean;
  onTicket?: BookingCardProps['onTicket'];
}) {
  const { trigger } = useDeleteManualOrder();
  const intl = useIntl();
  const certificate = useCertificateDownload();
  return (
    <Stack as="ul" gap="md">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard
            booking={booking}
            onDownload={onDownload}
            onCalendar={onCalendar}
            onSubstitute={onSubstitute}
            evaluation={evaluations}
            onTicket={onTicket}
            onCertificate={async (id) =>
              save(
                await certificate.trigger(id),
                `${intl.formatMessage(certificateMessages.fileName)}-${id}.pdf`,
              )
            }
            onDelete={async ({ id }) => {
              await trigger(id);
            }}
          />
        </li>
      ))}
    </Stack>
  );
}

/** A part of the page named by its heading `labelledBy`. */
function Section({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy}>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert tone="danger">
      <Stack gap="sm">
        <span>{intl.formatMessage(m.coursesFailed)}</span>
        <div>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {intl.formatMessage(m.coursesRetry)}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

/** The past bookings of one year: one call when the year is shown. */
function YearSection({
  customerId,
  year,
  onDownload,
}: {
  customerId: string;
  year: number;
  onDownload: Download;
}) {
  const intl = useIntl();
  const { data, error, mutate } = useCustomerOrdersOfYear(customerId, year);
  const headingId = `courses-${year}`;
  return (
    <Section labelledBy={headingId}>
      <Heading level={2} size="md" id={headingId}>
        {intl.formatMessage(m.coursesYear, { year })}
      </Heading>
      {error ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : data ? (
        <Bookings bookings={data} onDownload={onDownload} evaluations />
      ) : (
        <Skeleton height="size.dialog" />
      )}
    </Section>
  );
}

const isNotVerified = (error: ApiRequestError | undefined) =>
  (error as { code?: string } | undefined)?.code === 'EMAIL_NOT_VERIFIED';

/**
 * "Meine Kurse": the customer's upcoming bookings first, then the past ones by year, the newest
 * year at once and each earlier one on request (one call per year shown). Each booking shows
 * its state and what can be done now; without bookings the page leads to the search.
 */
export default function MyCoursesPage() {
  const intl = useIntl();
  const session = useSession();
  const customerId = session.status === 'signedIn' ? (session.user.customerId ?? null) : null;
  const [size, setSize] = useState<number | undefined>(undefined);
  const [yearsShown, setYearsShown] = useState(1);
  const orders = useCustomerOrders(customerId, size, { keepPreviousData: true });
  const { trigger } = useInvoiceDownload();
  const download: Download = async ({ id, number }) =>
    save(await trigger({ id, format: 'pdf' }), `${number}.pdf`);
  const calendar = useOrderPositionCalendar();
  const addToCalendar: BookingCardProps['onCalendar'] = async ({ id, orderNumber }) =>
    save(await calendar.trigger(id), `${orderNumber}.ics`);
  const ticket = useOrderPositionTicket();
  const showTicket: BookingCardProps['onTicket'] = ({ id }) => ticket.trigger(id);
  const changePosition = useOrderPositionMutation();
  const substitute: BookingCardProps['onSubstitute'] = async (id, participant) => {
    await changePosition.trigger({ id, change: { participant } });
  };

  const findCourses = (
    <div>
      <Link appearance="button" href="/search">
        {intl.formatMessage(m.coursesFind)}
      </Link>
    </div>
  );
  const addManual = (
    <div>
      <Link appearance="button" variant="secondary" href={`${dashboardPath}/externe-fortbildung`}>
        {intl.formatMessage(m.coursesAddManual)}
      </Link>
    </div>
  );

  const content = () => {
    if (isNotVerified(orders.error))
      return <EmailNotVerified onRetry={() => void orders.mutate()} />;
    if (session.status !== 'signedIn') return <Skeleton height="size.dialog" />;
    if (orders.error || customerId === null) {
      return <LoadFailed onRetry={() => void orders.mutate()} />;
    }
    if (!orders.data) return <Skeleton height="size.dialog" />;
    const { upcoming, moreUpcoming, years } = orders.data;
    if (upcoming.length === 0 && years.length === 0) {
      return (
        <Stack gap="md">
          <Text>{intl.formatMessage(m.coursesEmpty)}</Text>
          {findCourses}
          {addManual}
        </Stack>
      );
    }
    const shown = years.slice(0, yearsShown);
    const next = years[yearsShown];
    return (
      <Stack gap="xl">
        {addManual}
        <Section labelledBy="courses-upcoming">
          <Heading level={2} size="md" id="courses-upcoming">
            {intl.formatMessage(m.coursesUpcoming)}
          </Heading>
          {upcoming.length === 0 ? (
            <Stack gap="md">
              <Text>{intl.formatMessage(m.coursesNoneUpcoming)}</Text>
              {findCourses}
            </Stack>
          ) : (
            <Bookings
              bookings={upcoming}
              onDownload={download}
              onCalendar={addToCalendar}
              onSubstitute={substitute}
              onTicket={showTicket}
            />
          )}
          {moreUpcoming ? (
            <div>
              <Button variant="secondary" onClick={() => setSize(allUpcoming)}>
                {intl.formatMessage(m.coursesMoreUpcoming)}
              </Button>
            </div>
          ) : null}
        </Section>
        {shown.map(({ year }) => (
          <YearSection key={year} customerId={customerId} year={year} onDownload={download} />
        ))}
        {next ? (
          <div>
            <Button variant="secondary" onClick={() => setYearsShown((count) => count + 1)}>
              {intl.formatMessage(m.coursesShowYear, { year: next.year })}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  };

  return (
    <Stack gap="xl">
      <Heading level={1}>{intl.formatMessage(m.pageCourses)}</Heading>
      {content()}
    </Stack>
  );
}
