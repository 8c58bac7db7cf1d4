import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { courseDocumentUrl, useCourse } from '@kursmarkt/api';
import type { CourseDetail } from '@kursmarkt/schemas';
import { Badge, Link, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { idFromSegment, organizerPath, referentPath } from '@kursmarkt/schemas/rules';
import { BookmarkToggle } from '../../bookmarks/BookmarkToggle.tsx';
import { useDomain } from '../../domain.tsx';
import { AdvertBanner, courseBannerFilter } from '../../shell/AdvertBanner.tsx';
import { CatalogueFrame } from '../components/CatalogueFrame.tsx';
import { FactList } from '../components/FactList.tsx';
import { JsonLd } from '../components/JsonLd.tsx';
import { categoryLabels, courseTypeLabels, searchTypeLabels } from '../components/labels.ts';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { NotFoundRedirect } from '../components/NotFoundRedirect.tsx';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { Section } from '../components/Section.tsx';
import { ScheduleList } from '../components/ScheduleList.tsx';
import { courseJsonLd } from '../logic/json-ld.ts';
import { hidesAcademicTitles, speakerName } from '../logic/speakers.ts';
import { catalogueMessages as m } from '../messages.ts';

function CourseSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="rect" height="space.xxxl" />
      <Skeleton variant="rect" height="space.xxxl" />
    </Stack>
  );
}

function CourseBody({ course, onChanged }: { course: CourseDetail; onChanged: () => void }) {
  const intl = useIntl();
  const { configuration } = useDomain();
  const hideTitle = hidesAcademicTitles(configuration.theme);
  const category = intl.formatMessage(categoryLabels[course.category]);
  const searchType = intl.formatMessage(searchTypeLabels[course.searchType]);
  return (
    <>
      <BookmarkToggle courseId={course.id} courseName={course.name} />
      <FactList
        aria-label={intl.formatMessage(m.courseFacts)}
        facts={[
          {
            label: intl.formatMessage(m.organizer),
            value: <Link href={organizerPath(course.organizer)}>{course.organizer.name}</Link>,
          },
          {
            label: intl.formatMessage(m.courseType),
            value: intl.formatMessage(courseTypeLabels[course.courseType]),
          },
          {
            label: intl.formatMessage(m.courseCategory),
            value: category === searchType ? category : `${category} · ${searchType}`,
          },
          ...(course.scopes.length > 0
            ? [
                {
                  label: intl.formatMessage(m.scopes),
                  value: (
                    <Stack as="ul" direction="row" gap="xs" wrap>
                      {course.scopes.map((scope) => (
                        <li key={scope.id}>
                          <Badge tone="brand">{scope.name}</Badge>
                        </li>
                      ))}
                    </Stack>
                  ),
                },
              ]
            : []),
          {
            label: intl.formatMessage(m.courseDuration),
            value: intl.formatMessage(m.hours, { hours: course.durationValue }),
          },
        ]}
      />
      <Section id="course-description" title={intl.formatMessage(m.courseDescription)}>
        <Paragraphs text={course.description} />
      </Section>
      {course.speakers.length > 0 ? (
        <Section id="course-speakers" title={intl.formatMessage(m.courseSpeakers)}>
          <Stack as="ul" gap="xs">
            {course.speakers.map((speaker) => (
              <li key={speaker.id}>
                <Link appearance="standalone" href={referentPath(speaker)}>
                  {speakerName(speaker, { hideTitle })}
                </Link>
              </li>
            ))}
          </Stack>
        </Section>
      ) : null}
      <Section id="course-schedules" title={intl.formatMessage(m.courseSchedules)}>
        {course.schedules.length > 0 ? (
          <ScheduleList
            schedules={course.schedules}
            courseType={course.courseType}
            onChanged={onChanged}
            course={course}
          />
        ) : (
          <Text>{intl.formatMessage(m.courseNoSchedules)}</Text>
        )}
      </Section>
      {course.documents.length > 0 ? (
        <Section id="course-documents" title={intl.formatMessage(m.courseDocuments)}>
          <Stack as="ul" gap="xs">
            {course.documents.map((document) => (
              <li key={document.id}>
                <Link
                  appearance="standalone"
                  external
                  href={courseDocumentUrl(course.id, document.id, { language: intl.locale })}
                >
                  {intl.formatMessage(m.documentPdf, { title: document.title })}
                </Link>
              </li>
            ))}
          </Stack>
        </Section>
      ) : null}
      <AdvertBanner placement="course" {...courseBannerFilter(course)} />
      <JsonLd
        data={courseJsonLd(course, { language: intl.locale, hideAcademicTitles: hideTitle })}
      />
    </>
  );
}

function CourseDetailView({ id }: { id: number }) {
  const intl = useIntl();
  const { data: course, error, mutate } = useCourse(id, intl.locale);
  return (
    <CatalogueFrame
      title={course?.name ?? ''}
      description={course?.meta.description}
      busy={!course && !error}
    >
      {course ? (
        <CourseBody course={course} onChanged={() => void mutate()} />
      ) : error && error.status !== 404 ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : (
        // A 404 has already sent the browser to the 404 page (client rule, docs/api.md, errors).
        <CourseSkeleton />
      )}
    </CatalogueFrame>
  );
}

/**
 * A course's detail page at `/fachanwaltslehrgang/<slug>-<id>`, `/fortbildung/<slug>-<id>`,
 * `/fortbildung-15-fao/<slug>-<id>` and `/course/<id>`: the id is the number after the last
 * hyphen; a path without one is the 404 page.
 */
export default function CoursePage() {
  const id = idFromSegment(useParams().slugId);
  if (id === null) return <NotFoundRedirect />;
  return <CourseDetailView key={id} id={id} />;
}
