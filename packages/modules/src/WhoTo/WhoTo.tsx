import type { ModuleConfig } from '@kursmarkt/schemas';
import { Card, Grid, Heading, Icon, Stack, Text } from '@kursmarkt/ui';
import { useIntl } from 'react-intl';
import { ModuleSection } from '../module-section.tsx';
import { CardLink, IconMark, Item } from './WhoTo.styles.ts';

export type WhoToProps = {
  /** The module's configuration: the title and one to four audiences, each with its own link. */
  config: ModuleConfig<'WHO_TO'>;
};

/** Whom the marketplace serves: one card per audience, leading to the courses for it. */
export function WhoTo({ config }: WhoToProps) {
  const { formatMessage } = useIntl();
  return (
    <ModuleSection title={config.title}>
      <Grid as="ul" minItemWidth="size.cardMin" gap="lg">
        {config.audiences.map((audience, index) => (
          <Item key={index}>
            <Card interactive>
              <Card.Body>
                <Stack gap="sm" align="start">
                  <IconMark>
                    <Icon name={audience.icon} size="lg" />
                  </IconMark>
                  <Heading level={3} size="lg">
                    <CardLink appearance="standalone" href={audience.href}>
                      {formatMessage({ id: audience.title })}
                    </CardLink>
                  </Heading>
                  <Text tone="secondary">{formatMessage({ id: audience.text })}</Text>
                </Stack>
              </Card.Body>
            </Card>
          </Item>
        ))}
      </Grid>
    </ModuleSection>
  );
}
