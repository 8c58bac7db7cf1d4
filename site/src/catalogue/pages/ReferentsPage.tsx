import { useIntl } from 'react-intl';
import { useReferentInfos } from '@kursmarkt/api';
import { Card, Grid, Heading, Link, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { useDomain } from '../../domain.tsx';
import { CardItem } from '../components/CardItem.tsx';
import { CatalogueFrame } from '../components/CatalogueFrame.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { referentPath } from '../logic/paths.ts';
import { hidesAcademicTitles, speakerName } from '../logic/speakers.ts';
import { catalogueMessages as m } from '../messages.ts';

const placeholders = [1, 2, 3, 4, 5, 6];

/**
 * `/referenten`: the speakers by last name with organizer and number of courses; academic
 * titles are left out on the RENO theme (SPEC.md section 4).
 */
export default function ReferentsPage() {
  const intl = useIntl();
  const { configuration } = useDomain();
  const hideTitle = hidesAcademicTitles(configuration.theme);
  const { data, error, mutate } = useReferentInfos();
  return (
    <CatalogueFrame
      title={intl.formatMessage(m.referentsTitle)}
      lead={intl.formatMessage(m.referentsIntro)}
      busy={!data && !error}
    >
      {error ? <LoadFailed onRetry={() => void mutate()} /> : null}
      {!data && !error ? (
        <Grid minItemWidth="size.cardMin" gap="md">
          {placeholders.map((key) => (
            <Skeleton key={key} variant="rect" height="space.xxxl" />
          ))}
        </Grid>
      ) : null}
      {data?.length === 0 ? <Text>{intl.formatMessage(m.referentsEmpty)}</Text> : null}
      {data && data.length > 0 ? (
        <Grid as="ul" minItemWidth="size.cardMin" gap="md">
          {data.map((referent) => (
            <CardItem key={referent.id}>
              <Card as="article" interactive>
                <Card.Header>
                  <Heading level={2} size="md">
                    <Link appearance="standalone" href={referentPath(referent)}>
                      {speakerName(referent, { hideTitle })}
                    </Link>
                  </Heading>
                </Card.Header>
                <Card.Body>
                  <Stack gap="xs">
                    {referent.organizer ? (
                      <Text size="sm" tone="secondary">
                        {referent.organizer.name}
                      </Text>
                    ) : null}
                    <Text size="sm">
                      {intl.formatMessage(m.courseCount, { count: referent.courseCount })}
                    </Text>
                  </Stack>
                </Card.Body>
              </Card>
            </CardItem>
          ))}
        </Grid>
      ) : null}
    </CatalogueFrame>
  );
}
