import { useIntl } from 'react-intl';
import { useOrganizers } from '@kursmarkt/api';
import { Card, Heading, Link, Stack, Text } from '@kursmarkt/ui';
import { organizerPath } from '@kursmarkt/schemas/rules';
import { CardItem } from '../components/CardItem.tsx';
import { CatalogueList } from '../components/CatalogueList.tsx';
import { catalogueMessages as m } from '../messages.ts';

/** `/veranstalter`: the course organizers by name, each a card linking to its page. */
export default function OrganizersPage() {
  const intl = useIntl();
  const { data, error, mutate } = useOrganizers();
  return (
    <CatalogueList
      title={intl.formatMessage(m.organizersTitle)}
      lead={intl.formatMessage(m.organizersIntro)}
      data={data}
      error={error}
      onRetry={() => void mutate()}
      empty={intl.formatMessage(m.organizersEmpty)}
      placeholders={6}
    >
      {(organizer) => (
        <CardItem key={organizer.id}>
          <Card as="article" interactive>
            <Card.Header>
              <Heading level={2} size="md">
                <Link appearance="standalone" href={organizerPath(organizer)}>
                  {organizer.name}
                </Link>
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="xs">
                <Text size="sm" tone="secondary">
                  {organizer.city}
                </Text>
                <Text size="sm">
                  {intl.formatMessage(m.courseCount, { count: organizer.courseCount })}
                </Text>
              </Stack>
            </Card.Body>
          </Card>
        </CardItem>
      )}
    </CatalogueList>
  );
}
