import type { ModuleConfig } from '@kursmarkt/schemas';
import { Container, Heading, Link, Stack, Text } from '@kursmarkt/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';

export type AboutUsProps = {
  /** The module's configuration: message ids of the title, the paragraphs and the optional link. */
  config: ModuleConfig<'ABOUT_US'>;
};

/** A few paragraphs about the marketplace, optionally with a link to read more. */
export function AboutUs({ config }: AboutUsProps) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  return (
    <Container as="section" aria-labelledby={headingId}>
      <Stack gap="md" align="start">
        <Heading level={2} id={headingId}>
          {formatMessage({ id: config.title })}
        </Heading>
        {config.paragraphs.map((paragraph, index) => (
          <Text key={index} tone="secondary">
            {formatMessage({ id: paragraph })}
          </Text>
        ))}
        {config.link && (
          <Link appearance="standalone" href={config.link.href}>
            {formatMessage({ id: config.link.label })}
          </Link>
        )}
      </Stack>
    </Container>
  );
}
