import { useIntl } from 'react-intl';
import type { CourseOverview } from '@kursmarkt/schemas';
import { Badge, Card, Grid, Heading, Link, Price, Stack, Text } from '@kursmarkt/ui';
import { formatDayRange } from '@kursmarkt/schemas/rules';
import { CardItem } from './CardItem.tsx';
import { catalogueMessages } from '../messages.ts';
import { courseTypeLabels } from './labels.ts';

export type CourseCardProps = {
  course: CourseOverview;
  /** The outline level of the course name. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Names the organizer, e.g. on a speaker's page. @default true */
  showOrganizer?: boolean;
};

/** A compact course entry: name linking to its page, type, hours, next date and lowest price. */
function CourseCard({ course, headingLevel = 3, showOrganizer = true }: CourseCardProps) {
  const intl = useIntl();
  const { schedule } = course;
  return (
    <Card as="article" interactive>
      <Card.Header>
        <Heading level={headingLevel} size="md">
          <Link appearance="standalone" href={course.detailPath}>
            {course.name}
          </Link>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="xs">
          {showOrganizer ? (
            <Text size="sm" tone="secondary">
              {course.organizer.name}
            </Text>
          ) : null}
          <Text size="sm">
            {intl.formatMessage(courseTypeLabels[course.courseType])} ·{' '}
            {intl.formatMessage(catalogueMessages.hours, { hours: course.durationValue })}
          </Text>
          <Text size="sm">
            {schedule ? (
              <>
                <time dateTime={schedule.startDate}>
                  {formatDayRange(schedule.startDate, schedule.endDate, intl.locale)}
                </time>
                {schedule.city ? ` · ${schedule.city.name}` : null}
              </>
            ) : (
              intl.formatMessage(catalogueMessages.noDate)
            )}
          </Text>
          {schedule?.full ? (
            <div>
              <Badge tone="neutral">{intl.formatMessage(catalogueMessages.fullyBooked)}</Badge>
            </div>
          ) : null}
        </Stack>
      </Card.Body>
      {course.priceFrom === null ? null : (
        <Card.Footer>
          <Text size="sm" as="span">
            {intl.formatMessage(catalogueMessages.priceFrom)}{' '}
          </Text>
          <Price cents={course.priceFrom} size="sm" />
        </Card.Footer>
      )}
    </Card>
  );
}

/** Courses as a responsive grid of compact cards, a list for assistive technology. */
export function CourseCardList({
  courses,
  ...cardProps
}: { courses: readonly CourseOverview[] } & Omit<CourseCardProps, 'course'>) {
  return (
    <Grid as="ul" minItemWidth="size.cardMin" gap="md">
      {courses.map((course) => (
        <CardItem key={`${course.id}-${course.schedule?.id ?? 'none'}`}>
          <CourseCard course={course} {...cardProps} />
        </CardItem>
      ))}
    </Grid>
  );
}
