import { useOrganizers, type OrganizersResponse } from '@kursmarkt/api';
import type { ModuleConfig } from '@kursmarkt/schemas';
import { organizerPath } from '@kursmarkt/schemas/rules';
import {
  Alert,
  Card,
  Container,
  Grid,
  Heading,
  Icon,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@kursmarkt/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';
import { CardLink, Item } from './OrganizerInfo.styles.ts';

export type OrganizerInfoProps = {
  /** The module's configuration: the title and, optionally, which organizers to show in order. */
  config: ModuleConfig<'ORGANIZER_INFO'>;
};

/** The configured organizers in the configured order, or all of them by name. */
function pick(organizers: OrganizersResponse, ids: readonly number[] | undefined) {
  if (!ids) return organizers;
  const byId = new Map(organizers.map((organizer) => [organizer.id, organizer]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const placeholderCount = 4;

/**
 * The course organizers (ORGANIZER_INFO), all or the configured ones, each a card that links to
 * the organizer's page with its city and number of courses.
 */
export function OrganizerInfo({ config }: OrganizerInfoProps) {
  const intl = useIntl();
  const headingId = useId();
  const { data, error } = useOrganizers();
  const organizers = data && pick(data, config.organizerIds);

  if (!organizers && error) {
    return (
      <Container>
        <Alert tone="info">{intl.formatMessage(messages.unavailable)}</Alert>
      </Container>
    );
  }
  // A heading over nothing helps nobody: without organizers the module stays away.
  if (organizers?.length === 0) return null;

  return (
    <Container as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {intl.formatMessage({ id: config.title })}
        </Heading>
        {organizers ? (
          <Grid as="ul" minItemWidth="size.cardMin" gap="md">
            {organizers.map((organizer) => (
              <Item key={organizer.id}>
                <Card interactive>
                  <Card.Body>
                    <Stack direction="row" gap="md" align="center" justify="between">
                      <Stack gap="xs">
                        <Heading level={3} size="md">
                          <CardLink appearance="standalone" href={organizerPath(organizer)}>
                            {organizer.name}
                          </CardLink>
                        </Heading>
                        <Text size="sm" tone="secondary">
                          {organizer.city}
                        </Text>
                        <Text size="sm">
                          {intl.formatMessage(messages.courses, { count: organizer.courseCount })}
                        </Text>
                      </Stack>
                      <Icon name="chevronRight" />
                    </Stack>
                  </Card.Body>
                </Card>
              </Item>
            ))}
          </Grid>
        ) : (
          <>
            <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
            <Grid minItemWidth="size.cardMin" gap="md">
              {Array.from({ length: placeholderCount }, (_, index) => (
                <Skeleton key={index} height="space.xxxl" />
              ))}
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
