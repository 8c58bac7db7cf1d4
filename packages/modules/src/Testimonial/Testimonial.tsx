import type { ModuleConfig } from '@kursmarkt/schemas';
import { Card, Grid, Text } from '@kursmarkt/ui';
import { useIntl } from 'react-intl';
import { ModuleSection } from '../module-section.tsx';
import { Caption, Figure, Item, Quote } from './Testimonial.styles.ts';

export type TestimonialProps = {
  /** The module's configuration: the title and one to six quotes with author and optional role. */
  config: ModuleConfig<'TESTIMONIAL'>;
};

/** Quotes of participants, each on a card with its author and the author's role. */
export function Testimonial({ config }: TestimonialProps) {
  const { formatMessage } = useIntl();
  return (
    <ModuleSection title={config.title}>
      <Grid as="ul" minItemWidth="size.cardMin" gap="lg">
        {config.items.map((item, index) => (
          <Item key={index}>
            <Card>
              <Card.Body>
                <Figure>
                  <Quote>
                    <Text>{formatMessage({ id: item.quote })}</Text>
                  </Quote>
                  <Caption>
                    <Text weight="bold">{item.author}</Text>
                    {item.role && (
                      <Text size="sm" tone="secondary">
                        {formatMessage({ id: item.role })}
                      </Text>
                    )}
                  </Caption>
                </Figure>
              </Card.Body>
            </Card>
          </Item>
        ))}
      </Grid>
    </ModuleSection>
  );
}
