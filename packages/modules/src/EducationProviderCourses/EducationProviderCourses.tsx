import { useCoursesOverview, type CoursesOverviewResponse } from '@kursmarkt/api';
import type { ModuleConfig } from '@kursmarkt/schemas';
import {
  Alert,
  Container,
  Grid,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@kursmarkt/ui';
import { useId, useSyncExternalStore } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { CourseList } from './EducationProviderCourses.styles.ts';
import { messages } from './messages.ts';

type Month = CoursesOverviewResponse['months'][number];

export type EducationProviderCoursesProps = {
  /** The module's configuration: the title and the organizer whose courses to list. */
  config: ModuleConfig<'EDUCATION_PROVIDER_COURSES'>;
  /**
   * The year to list. Left out, the current year, read in the browser after hydration: the
   * server cannot know the visitor's year, and a guess that differed would break hydration.
   */
  year?: number;
};

const subscribeToNothing = () => () => {};
/** The current year in the browser; null on the server and during hydration. */
const useCurrentYear = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => new Date().getFullYear(),
    () => null,
  );

/** Dates of the API are calendar days: formatted in UTC, every time zone shows the same day. */
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

const monthName = (intl: IntlShape, month: string) =>
  intl.formatDate(utc(`${month}-01`), { month: 'long', year: 'numeric', timeZone: 'UTC' });

function MonthCourses({ month }: { month: Month }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Stack gap="sm">
      <Heading level={3} size="md" id={headingId}>
        {monthName(intl, month.month)}
      </Heading>
      <CourseList aria-labelledby={headingId}>
        {month.courses.map((course) => (
          <li key={`${course.id}-${course.schedule?.id ?? 'none'}`}>
            <Stack gap="none">
              <Link appearance="standalone" href={course.detailPath}>
                {course.name}
              </Link>
              {course.courseType === 'SELF' ? (
                // Self-study is listed in a month, but it has no date to keep.
                <Text size="sm" tone="secondary">
                  {intl.formatMessage(messages.selfStudy)}
                </Text>
              ) : course.schedule ? (
                <Text size="sm" tone="secondary">
                  <time dateTime={course.schedule.startDate}>
                    {intl.formatDate(utc(course.schedule.startDate), {
                      day: 'numeric',
                      month: 'long',
                      timeZone: 'UTC',
                    })}
                  </time>
                  {' · '}
                  {course.schedule.city?.name ?? intl.formatMessage(messages.online)}
                </Text>
              ) : null}
            </Stack>
          </li>
        ))}
      </CourseList>
    </Stack>
  );
}

const placeholderCount = 3;

/**
 * One education provider's coming course dates of the year (EDUCATION_PROVIDER_COURSES), grouped
 * by month: each month a heading and its courses as compact links to their pages.
 */
export function EducationProviderCourses({ config, year }: EducationProviderCoursesProps) {
  const intl = useIntl();
  const headingId = useId();
  const currentYear = useCurrentYear();
  const { data, error } = useCoursesOverview(year ?? currentYear, true, config.organizerId);
  const months = data?.months.filter((month) => month.courses.length > 0);

  if (!months && error) {
    return (
      <Container>
        <Alert tone="info">{intl.formatMessage(messages.unavailable)}</Alert>
      </Container>
    );
  }
  // A heading over nothing helps nobody: without dates the module stays away.
  if (months?.length === 0) return null;

  return (
    <Container as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {intl.formatMessage({ id: config.title })}
        </Heading>
        {months ? (
          <Grid minItemWidth="size.cardMin" gap="xl">
            {months.map((month) => (
              <MonthCourses key={month.month} month={month} />
            ))}
          </Grid>
        ) : (
          <>
            <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
            <Grid minItemWidth="size.cardMin" gap="xl">
              {Array.from({ length: placeholderCount }, (_, index) => (
                <Stack key={index} gap="sm">
                  <Skeleton variant="text" width="50%" />
                  <Skeleton variant="text" />
                  <Skeleton variant="text" />
                </Stack>
              ))}
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
