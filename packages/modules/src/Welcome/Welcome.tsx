import type { ModuleConfig } from '@kursmarkt/schemas';
import { Container, Heading, Link, Stack, Text } from '@kursmarkt/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Hero, Lead } from './Welcome.styles.ts';

export type WelcomeProps = {
  /** The module's configuration: message ids of the title, the text and the call to action. */
  config: ModuleConfig<'WELCOME'>;
};

/** The start page's hero: a large heading, a lead text and an optional call to action. */
export function Welcome({ config }: WelcomeProps) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  return (
    <Hero aria-labelledby={headingId}>
      <Container>
        <Stack gap="lg" align="start">
          <Heading level={2} size="xxxl" id={headingId}>
            {formatMessage({ id: config.title })}
          </Heading>
          <Lead>
            <Text size="lg">{formatMessage({ id: config.text })}</Text>
          </Lead>
          {config.callToAction && (
            <Link appearance="button" href={config.callToAction.href}>
              {formatMessage({ id: config.callToAction.label })}
            </Link>
          )}
        </Stack>
      </Container>
    </Hero>
  );
}
