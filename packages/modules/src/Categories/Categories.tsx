import type { ModuleConfig } from '@kursmarkt/schemas';
import { Card, Grid, Heading, Icon, Stack, Text } from '@kursmarkt/ui';
import { useIntl } from 'react-intl';
import { ModuleSection } from '../module-section.tsx';
import { CardLink, Item } from './Categories.styles.ts';

export type CategoriesProps = {
  /** The module's configuration: the title and one to eight course categories by route. */
  config: ModuleConfig<'CATEGORIES'>;
};

/** Entry points into the listing areas, one card per course category. */
export function Categories({ config }: CategoriesProps) {
  const { formatMessage } = useIntl();
  return (
    <ModuleSection title={config.title}>
      <Grid as="ul" minItemWidth="size.cardMin" gap="md">
        {config.items.map((item, index) => (
          <Item key={index}>
            <Card interactive>
              <Card.Body>
                <Stack direction="row" gap="md" align="center" justify="between">
                  <Stack gap="xs">
                    <Heading level={3} size="lg">
                      <CardLink appearance="standalone" href={`/${item.route}`}>
                        {formatMessage({ id: item.label })}
                      </CardLink>
                    </Heading>
                    {item.text && (
                      <Text size="sm" tone="secondary">
                        {formatMessage({ id: item.text })}
                      </Text>
                    )}
                  </Stack>
                  <Icon name="chevronRight" />
                </Stack>
              </Card.Body>
            </Card>
          </Item>
        ))}
      </Grid>
    </ModuleSection>
  );
}
