import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useOrganizer } from '@kursmarkt/api';
import type { OrganizerDetail } from '@kursmarkt/schemas';
import { Badge, Link, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { idFromSegment, metaDescription } from '@kursmarkt/schemas/rules';
import { CatalogueFrame } from '../components/CatalogueFrame.tsx';
import { CourseCardList } from '../components/CourseCard.tsx';
import { FactList } from '../components/FactList.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { NotFoundRedirect } from '../components/NotFoundRedirect.tsx';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { Section } from '../components/Section.tsx';
import { catalogueMessages as m } from '../messages.ts';

/** The host of a web address, as the link's text: `www.example.de`. */
function siteName(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function OrganizerBody({ organizer }: { organizer: OrganizerDetail }) {
  const intl = useIntl();
  const { address } = organizer;
  return (
    <>
      <Section id="organizer-contact" title={intl.formatMessage(m.organizerContact)}>
        <FactList
          facts={[
            {
              label: intl.formatMessage(m.organizerAddress),
              value: (
                <address>
                  {address.street}
                  <br />
                  {address.zip} {address.city.name}
                </address>
              ),
            },
            ...(organizer.website
              ? [
                  {
                    label: intl.formatMessage(m.organizerWebsite),
                    value: (
                      <Link href={organizer.website} external>
                        {siteName(organizer.website)}
                      </Link>
                    ),
                  },
                ]
              : []),
            ...(organizer.email
              ? [
                  {
                    label: intl.formatMessage(m.organizerEmail),
                    value: <Link href={`mailto:${organizer.email}`}>{organizer.email}</Link>,
                  },
                ]
              : []),
          ]}
        />
      </Section>
      {organizer.description ? (
        <Section id="organizer-about" title={intl.formatMessage(m.organizerAbout)}>
          <Paragraphs text={organizer.description} />
        </Section>
      ) : null}
      {organizer.scopes && organizer.scopes.length > 0 ? (
        <Section id="organizer-scopes" title={intl.formatMessage(m.scopes)}>
          <Stack as="ul" direction="row" gap="xs" wrap>
            {organizer.scopes.map((scope) => (
              <li key={scope.id}>
                <Badge tone="brand">{scope.name}</Badge>
              </li>
            ))}
          </Stack>
        </Section>
      ) : null}
      <Section id="organizer-courses" title={intl.formatMessage(m.upcomingCourses)}>
        {organizer.upcomingCourses.length > 0 ? (
          <CourseCardList courses={organizer.upcomingCourses} showOrganizer={false} />
        ) : (
          <Text>{intl.formatMessage(m.noUpcomingCourses)}</Text>
        )}
      </Section>
    </>
  );
}

function OrganizerView({ id }: { id: number }) {
  const intl = useIntl();
  const { data, error, mutate } = useOrganizer(id, true, intl.locale);
  return (
    <CatalogueFrame
      title={data?.name ?? ''}
      description={data ? metaDescription(data.description) : undefined}
      busy={!data && !error}
    >
      {data ? (
        <OrganizerBody organizer={data} />
      ) : error && error.status !== 404 ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : (
        <Stack gap="md">
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rect" height="space.xxxl" />
        </Stack>
      )}
    </CatalogueFrame>
  );
}

/** `/veranstalter/<slug>-<id>`: an organizer's address, website, scopes and coming courses. */
export default function OrganizerPage() {
  const id = idFromSegment(useParams().slugId);
  if (id === null) return <NotFoundRedirect />;
  return <OrganizerView key={id} id={id} />;
}
