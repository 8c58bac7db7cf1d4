import { useIntl } from 'react-intl';
import { useReferentInfos } from '@kursmarkt/api';
import { Card, Heading, Link, Stack, Text } from '@kursmarkt/ui';
import { referentPath } from '@kursmarkt/schemas/rules';
import { useDomain } from '../../domain.tsx';
import { CardItem } from '../components/CardItem.tsx';
import { CatalogueList } from '../components/CatalogueList.tsx';
import { hidesAcademicTitles, speakerName } from '../logic/speakers.ts';
import { catalogueMessages as m } from '../messages.ts';

/**
 * `/referenten`: the speakers by last name with organizer and number of courses; academic
 * titles are left out on the RENO theme (docs/entities-and-states.md, states).
 */
export default function ReferentsPage() {
  const intl = useIntl();
  const { configuration } = useDomain();
  const hideTitle = hidesAcademicTitles(configuration.theme);
  const { data, error, mutate } = useReferentInfos();
  return (
    <CatalogueList
      title={intl.formatMessage(m.referentsTitle)}
      lead={intl.formatMessage(m.referentsIntro)}
      data={data}
      error={error}
      onRetry={() => void mutate()}
      empty={intl.formatMessage(m.referentsEmpty)}
      placeholders={6}
    >
      {(referent) => (
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
      )}
    </CatalogueList>
  );
}
