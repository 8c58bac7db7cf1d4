import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { SearchResultCourse } from '@kursmarkt/api';
import type { CourseType, SearchType } from '@kursmarkt/schemas';
import { formatDay } from '@kursmarkt/schemas/rules';
import { Badge, Card, Heading, Link, Price, Text, VisuallyHidden } from '@kursmarkt/ui';
import { searchPageMessages as t } from './messages.ts';
import { Badges, CourseAction, CourseFacts, CourseFooter } from './search.styles.ts';

export const courseTypeLabels: Record<CourseType, MessageDescriptor> = {
  ONLINE: t.courseTypeONLINE,
  PRESENT: t.courseTypePRESENT,
  SELF: t.courseTypeSELF,
};
export const searchTypeLabels: Record<SearchType, MessageDescriptor> = {
  EDUCATION: t.typeEDUCATION,
  SPECIALIZATION: t.typeSPECIALIZATION,
  RENO: t.typeRENO,
};

/**
 * One course of the results: its name linking to the course page, organizer, format and type,
 * scopes, hours, the next matching date that can be booked with its city and distance ("läuft
 * seit" when it began already, "ausgebucht" when every date is full), and the lowest price that
 * can be booked; `action` beside the price (the bookmark toggle, or removing it from the Merkzettel).
 */
export function CourseCard({ course, action }: { course: SearchResultCourse; action?: ReactNode }) {
  const intl = useIntl();
  const next = course.nextSchedule;
  const day = (iso: string) => formatDay(iso, intl.locale);
  const place =
    next?.city?.name ?? (course.courseType === 'ONLINE' ? intl.formatMessage(t.online) : undefined);
  return (
    <Card as="article" aria-labelledby={`course-${course.id}`}>
      <Card.Body>
        <Heading level={3} size="md" id={`course-${course.id}`}>
          <Link href={course.detailPath} data-course-link="">
            {course.name}
          </Link>
        </Heading>
        <Text size="sm" tone="secondary">
          <VisuallyHidden>{intl.formatMessage(t.organizer)}: </VisuallyHidden>
          {course.organizer.name}
        </Text>
        <Badges>
          <Badge tone="brand">{intl.formatMessage(courseTypeLabels[course.courseType])}</Badge>
          <Badge tone="neutral">{intl.formatMessage(searchTypeLabels[course.searchType])}</Badge>
          {next?.full ? <Badge tone="accent">{intl.formatMessage(t.full)}</Badge> : null}
          {next?.running && course.courseType !== 'SELF' ? (
            <Badge tone="neutral">{intl.formatMessage(t.running)}</Badge>
          ) : null}
        </Badges>
        <CourseFacts>
          {course.scopes.length > 0 ? (
            <div>
              <dt>{intl.formatMessage(t.scopes)}</dt>
              <dd>{course.scopes.map((scope) => scope.name).join(', ')}</dd>
            </div>
          ) : null}
          <div>
            <dt>{intl.formatMessage(t.duration)}</dt>
            <dd>{intl.formatMessage(t.hours, { hours: course.durationValue })}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(t.nextDate)}</dt>
            <dd>
              {course.courseType === 'SELF' || !next ? (
                intl.formatMessage(t.anyTime)
              ) : (
                <>
                  {next.running ? (
                    intl.formatMessage(t.runningSince, {
                      date: day(next.startDate),
                    })
                  ) : (
                    <time dateTime={next.startDate}>{day(next.startDate)}</time>
                  )}
                  {place ? `, ${place}` : null}
                  {next.distanceKm !== null && next.distanceKm > 0
                    ? ` (${intl.formatMessage(t.distance, {
                        distance: intl.formatNumber(next.distanceKm, { maximumFractionDigits: 1 }),
                      })})`
                    : null}
                  {course.scheduleCount > 1
                    ? ` ${intl.formatMessage(t.moreDates, { count: course.scheduleCount - 1 })}`
                    : null}
                </>
              )}
            </dd>
          </div>
        </CourseFacts>
      </Card.Body>
      {course.priceFrom !== null || action ? (
        <Card.Footer>
          <CourseFooter>
            {action ? <CourseAction>{action}</CourseAction> : null}
            {course.priceFrom !== null ? (
              <>
                <Text as="span" size="sm" tone="secondary">
                  {intl.formatMessage(t.priceFrom)}
                </Text>
                <Price cents={course.priceFrom} />
              </>
            ) : null}
          </CourseFooter>
        </Card.Footer>
      ) : null}
    </Card>
  );
}
