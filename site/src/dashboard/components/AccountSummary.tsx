import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '@kursmarkt/schemas';
import { formatDayRange, germanToday } from '@kursmarkt/schemas/rules';
import { Card, Grid, Heading, Link, Price, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { dashboardMessages } from '../messages.ts';
import { summaryMessages as m } from '../summary-messages.ts';

/** A part of the summary: its figures, `'loading'` while they come, `'failed'` if they do not. */
type Part<T> = T | 'loading' | 'failed';

export type AccountSummaryProps = {
  /** The next booked course, or null when none is upcoming. */
  nextCourse: Part<Booking | null>;
  /** The invoices the customer still has to pay (invoices and fee invoices) and their sum. */
  openInvoices: Part<{ count: number; totalCents: number }>;
  /** The hours left in the packages that have not expired, and how many such packages. */
  credits: Part<{ hours: number; packages: number }>;
  /**
   * With the further-training status: the hours of the current year counted for the customer's
   * titles, and how many of the titles due reached 15 hours.
   */
  hours?: Part<{ year: number; hours: number; reached: number; due: number }> | undefined;
  /** Where each part's page is. */
  hrefs: { courses: string; invoices: string; credits: string; hours: string };
};

function SummaryCard({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link: { href: string; text: string };
}) {
  return (
    <Card>
      <Card.Body>
        <Stack gap="sm">
          <Heading level={3} size="sm">
            {title}
          </Heading>
          {children}
          <Link href={link.href}>{link.text}</Link>
        </Stack>
      </Card.Body>
    </Card>
  );
}

/**
 * The overview's "Auf einen Blick": the next course (name, days, place), the open invoices with
 * their sum, the hours left in the customer's packages and, with the further-training status,
 * the hours of the current year, each leading to its page. A part that
 * is loading shows a placeholder; one that failed says so, the others stay.
 */
export function AccountSummary({
  nextCourse,
  openInvoices,
  credits,
  hours,
  hrefs,
}: AccountSummaryProps) {
  const intl = useIntl();
  const headingId = useId();
  const pending = (part: 'loading' | 'failed') =>
    part === 'loading' ? (
      <Skeleton height="space.xl" />
    ) : (
      <Text tone="secondary">{intl.formatMessage(m.unavailable)}</Text>
    );

  const course = () => {
    if (nextCourse === 'loading' || nextCourse === 'failed') return pending(nextCourse);
    if (nextCourse === null) return <Text>{intl.formatMessage(m.noNextCourse)}</Text>;
    const place =
      nextCourse.city ??
      intl.formatMessage(
        nextCourse.courseType === 'SELF'
          ? dashboardMessages.coursesSelfStudy
          : dashboardMessages.coursesOnline,
      );
    return (
      <Stack gap="xxs">
        <Text weight="bold">{nextCourse.name}</Text>
        <Text>
          {nextCourse.startDate
            ? `${formatDayRange(nextCourse.startDate, nextCourse.endDate ?? nextCourse.startDate, intl.locale)} · ${place}`
            : place}
        </Text>
      </Stack>
    );
  };

  const invoices = () => {
    if (openInvoices === 'loading' || openInvoices === 'failed') return pending(openInvoices);
    return (
      <Text>
        {intl.formatMessage(m.openInvoicesCount, { count: openInvoices.count })}
        {openInvoices.count > 0 ? (
          <>
            {' '}
            <Price size="sm" cents={openInvoices.totalCents} />
          </>
        ) : null}
      </Text>
    );
  };

  const creditsLeft = () => {
    if (credits === 'loading' || credits === 'failed') return pending(credits);
    return <Text>{intl.formatMessage(m.creditsLeft, credits)}</Text>;
  };

  const hoursOfYear = () => {
    if (hours === 'loading' || hours === 'failed' || hours === undefined) {
      return pending(hours ?? 'loading');
    }
    return <Text>{intl.formatMessage(m.hoursOfYear, hours)}</Text>;
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size="md" id={headingId}>
          {intl.formatMessage(m.heading)}
        </Heading>
        <Grid minItemWidth="size.cardMin">
          <SummaryCard
            title={intl.formatMessage(m.nextCourse)}
            link={
              nextCourse === null
                ? { href: '/search', text: intl.formatMessage(m.findCourses) }
                : { href: hrefs.courses, text: intl.formatMessage(m.allCourses) }
            }
          >
            {course()}
          </SummaryCard>
          <SummaryCard
            title={intl.formatMessage(m.openInvoices)}
            link={{ href: hrefs.invoices, text: intl.formatMessage(m.allInvoices) }}
          >
            {invoices()}
          </SummaryCard>
          <SummaryCard
            title={intl.formatMessage(dashboardMessages.pageCredits)}
            link={{ href: hrefs.credits, text: intl.formatMessage(m.allCredits) }}
          >
            {creditsLeft()}
          </SummaryCard>
          {hours === undefined ? null : (
            <SummaryCard
              title={intl.formatMessage(m.hoursHeading, {
                year: typeof hours === 'object' ? hours.year : Number(germanToday().slice(0, 4)),
              })}
              link={{ href: hrefs.hours, text: intl.formatMessage(m.allHours) }}
            >
              {hoursOfYear()}
            </SummaryCard>
          )}
        </Grid>
      </Stack>
    </section>
  );
}
