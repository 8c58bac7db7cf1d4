import { useIntl } from 'react-intl';
import { useOrganizers } from '@kursmarkt/api';
import { Card, Grid, Heading, Link, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { CardItem } from '../components/CardItem.tsx';
import { CatalogueFrame } from '../components/CatalogueFrame.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { organizerPath } from '../logic/paths.ts';
import { catalogueMessages as m } from '../messages.ts';

const placeholders = [1, 2, 3, 4, 5, 6];

/** `/veranstalter`: the course organizers by name, each a card linking to its page. */
export default function OrganizersPage() {
  const intl = useIntl();
  const { data, error, mutate } = useOrganizers();
  return (
    <CatalogueFrame
      title={intl.formatMessage(m.organizersTitle)}
      lead={intl.formatMessage(m.organizersIntro)}
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
      {data?.length === 0 ? <Text>{intl.formatMessage(m.organizersEmpty)}</Text> : null}
      {data && data.length > 0 ? (
        <Grid as="ul" minItemWidth="size.cardMin" gap="md">
          {data.map((organizer) => (
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
          ))}
        </Grid>
      ) : null}
    </CatalogueFrame>
  );
}
