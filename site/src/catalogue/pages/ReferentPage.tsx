import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useReferentInfo } from '@kursmarkt/api';
import type { ReferentDetail } from '@kursmarkt/schemas';
import { Link, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { idFromSegment, metaDescription, organizerPath } from '@kursmarkt/schemas/rules';
import { useDomain } from '../../domain.tsx';
import { CatalogueFrame } from '../components/CatalogueFrame.tsx';
import { CourseCardList } from '../components/CourseCard.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { NotFoundRedirect } from '../components/NotFoundRedirect.tsx';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { Section } from '../components/Section.tsx';
import { hidesAcademicTitles, speakerName } from '../logic/speakers.ts';
import { catalogueMessages as m } from '../messages.ts';

function ReferentBody({ referent }: { referent: ReferentDetail }) {
  const intl = useIntl();
  return (
    <>
      {referent.bio ? (
        <Section id="referent-about" title={intl.formatMessage(m.referentAbout)}>
          <Paragraphs text={referent.bio} />
        </Section>
      ) : null}
      <Section id="referent-courses" title={intl.formatMessage(m.upcomingCourses)}>
        {referent.upcomingCourses.length > 0 ? (
          <CourseCardList courses={referent.upcomingCourses} />
        ) : (
          <Text>{intl.formatMessage(m.noUpcomingCourses)}</Text>
        )}
      </Section>
    </>
  );
}

function ReferentView({ id }: { id: number }) {
  const intl = useIntl();
  const { configuration } = useDomain();
  const hideTitle = hidesAcademicTitles(configuration.theme);
  const { data, error, mutate } = useReferentInfo(id, intl.locale);
  return (
    <CatalogueFrame
      title={data ? speakerName(data, { hideTitle }) : ''}
      description={data ? metaDescription(data.bio) : undefined}
      lead={
        data?.organizer ? (
          <Link href={organizerPath(data.organizer)}>{data.organizer.name}</Link>
        ) : undefined
      }
      busy={!data && !error}
    >
      {data ? (
        <ReferentBody referent={data} />
      ) : error && error.status !== 404 ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : (
        <Stack gap="md">
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rect" height="space.xxxl" />
        </Stack>
      )}
    </CatalogueFrame>
  );
}

/**
 * `/referenten/<id>` (a `<slug>-<id>` path works too): a speaker's bio and coming courses; the
 * course pages link here by id.
 */
export default function ReferentPage() {
  const id = idFromSegment(useParams().slugId);
  if (id === null) return <NotFoundRedirect />;
  return <ReferentView key={id} id={id} />;
}
