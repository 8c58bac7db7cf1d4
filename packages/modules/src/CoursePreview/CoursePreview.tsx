import { useDataAhead, useOrganizers, useSearch, type SearchResultCourse } from '@kursmarkt/api';
import type { CourseType, ModuleConfig } from '@kursmarkt/schemas';
import { formatDay } from '@kursmarkt/schemas/rules';
import { searchPath } from '@kursmarkt/search';
import {
  Alert,
  Badge,
  Card,
  Container,
  Grid,
  Heading,
  Icon,
  Link,
  Price,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@kursmarkt/ui';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CardLink, Detail, Item } from './CoursePreview.styles.ts';
import { messages } from './messages.ts';
import { coursePreviewParams, coursePreviewRequests } from './preview-data.ts';

type Config = ModuleConfig<'COURSE_PREVIEW'>;

export type CoursePreviewProps = {
  /** The module's configuration: the title and the search types and course type to preview. */
  config: Config;
};

/** The full search behind the preview: the same types and course type, on the search page. */
const allCoursesHref = (config: Config) =>
  searchPath({ types: config.types, courseType: config.courseType });

const courseTypeMessages: Record<CourseType, MessageDescriptor> = {
  ONLINE: messages.typeOnline,
  PRESENT: messages.typePresent,
  SELF: messages.typeSelf,
};

function CourseCard({ course }: { course: SearchResultCourse }) {
  const intl = useIntl();
  // Self-study has no dates to keep: it starts whenever the participant likes.
  const schedule = course.courseType === 'SELF' ? null : course.nextSchedule;
  return (
    <Item>
      <Card as="article" interactive>
        <Card.Body>
          <Stack gap="sm" align="start">
            <Badge tone="neutral">
              {intl.formatMessage(courseTypeMessages[course.courseType])}
            </Badge>
            <Heading level={3} size="md">
              <CardLink appearance="standalone" href={course.detailPath}>
                {course.name}
              </CardLink>
            </Heading>
            <Text size="sm" tone="secondary">
              {course.organizer.name}
            </Text>
            <Text size="sm">
              <Detail>
                <Icon name="calendar" size="sm" />
                {schedule ? (
                  <span>
                    <VisuallyHidden>{intl.formatMessage(messages.nextDate)}: </VisuallyHidden>
                    {schedule.running ? (
                      intl.formatMessage(messages.runningSince, {
                        date: formatDay(schedule.startDate, intl.locale),
                      })
                    ) : (
                      <time dateTime={schedule.startDate}>
                        {formatDay(schedule.startDate, intl.locale)}
                      </time>
                    )}
                    {' · '}
                    {schedule.city?.name ?? intl.formatMessage(messages.online)}
                  </span>
                ) : (
                  <span>{intl.formatMessage(messages.anyTime)}</span>
                )}
              </Detail>
            </Text>
            <Text size="sm" tone="secondary">
              {intl.formatMessage(messages.hours, { hours: course.durationValue })}
            </Text>
          </Stack>
        </Card.Body>
        {course.priceFrom !== null && (
          <Card.Footer>
            <Text as="span" size="sm">
              {intl.formatMessage(messages.priceFrom)} <Price cents={course.priceFrom} size="sm" />
            </Text>
          </Card.Footer>
        )}
      </Card>
    </Item>
  );
}

const placeholderCount = 3;

/**
 * The start page's course preview (COURSE_PREVIEW): the next 12 courses of the configured types
 * as cards, how many organizers offer courses, and a link to the full search. It shows once the
 * organizers and the search are loaded (docs/routes-and-screens.md): the server renders the start page
 * with both; on the way back to the start page the module waits for them, its place held by
 * the start page's skeleton. When the search fails, only a quiet note remains.
 */
export function CoursePreview({ config }: CoursePreviewProps) {
  const intl = useIntl();
  const headingId = useId();
  useDataAhead(coursePreviewRequests(config));
  const search = useSearch(coursePreviewParams(config));
  const organizers = useOrganizers();
  const courses = search.data?.courses;

  if (!courses && search.error) {
    return (
      <Container>
        <Alert tone="info">{intl.formatMessage(messages.unavailable)}</Alert>
      </Container>
    );
  }
  // A heading over nothing helps nobody: without courses the module stays away.
  if (courses?.length === 0) return null;

  const organizerCount = organizers.data?.filter((organizer) => organizer.courseCount > 0).length;
  return (
    <Container as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Stack direction="row" gap="md" align="baseline" justify="between" wrap>
          <Stack gap="xs">
            <Heading level={2} id={headingId}>
              {intl.formatMessage({ id: config.title })}
            </Heading>
            {organizerCount ? (
              <Text tone="secondary">
                <Link appearance="standalone" href="/veranstalter">
                  {intl.formatMessage(messages.organizers, { count: organizerCount })}
                </Link>
              </Text>
            ) : null}
          </Stack>
          <Link appearance="standalone" href={allCoursesHref(config)}>
            {intl.formatMessage(messages.showAll)}
          </Link>
        </Stack>
        {courses ? (
          <Grid as="ul" minItemWidth="size.cardMin" gap="md">
            {courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </Grid>
        ) : (
          <>
            <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
            <Grid minItemWidth="size.cardMin" gap="md">
              {Array.from({ length: placeholderCount }, (_, index) => (
                <Skeleton key={index} height="size.cardMin" />
              ))}
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
