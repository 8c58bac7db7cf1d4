import type { ModuleConfig } from '@kursmarkt/schemas';
import { Container, Heading, Stack, Text } from '@kursmarkt/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { NewsletterBox } from './newsletter-box.tsx';
import { Layout } from './Newsletter.styles.ts';

export type NewsletterProps = {
  /** The module's configuration: message ids of the title and the text beside the sign-up. */
  config: ModuleConfig<'NEWSLETTER'>;
};

/** The newsletter sign-up on the start page (NEWSLETTER): title and text beside the box. */
export function Newsletter({ config }: NewsletterProps) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  return (
    <Container as="section" aria-labelledby={headingId}>
      <Layout>
        <Stack gap="sm">
          <Heading level={2} id={headingId}>
            {formatMessage({ id: config.title })}
          </Heading>
          <Text>{formatMessage({ id: config.text })}</Text>
        </Stack>
        <NewsletterBox />
      </Layout>
    </Container>
  );
}
