import type { ModuleConfig } from '@kursmarkt/schemas';
import { Grid, Heading, Icon, Stack, Text } from '@kursmarkt/ui';
import { useIntl } from 'react-intl';
import { ModuleSection } from '../module-section.tsx';
import { IconMark } from './BenefitsBox.styles.ts';

export type BenefitsBoxProps = {
  /** The module's configuration: the title and two to six benefits with icon, title and text. */
  config: ModuleConfig<'BENEFITS_BOX'>;
};

/** What the marketplace offers, as a grid of short benefits with an icon each. */
export function BenefitsBox({ config }: BenefitsBoxProps) {
  const { formatMessage } = useIntl();
  return (
    <ModuleSection title={config.title}>
      <Grid as="ul" minItemWidth="size.cardMin" gap="xl">
        {config.items.map((item, index) => (
          <li key={index}>
            <Stack gap="sm" align="start">
              <IconMark>
                <Icon name={item.icon} size="lg" />
              </IconMark>
              <Heading level={3} size="lg">
                {formatMessage({ id: item.title })}
              </Heading>
              <Text tone="secondary">{formatMessage({ id: item.text })}</Text>
            </Stack>
          </li>
        ))}
      </Grid>
    </ModuleSection>
  );
}
