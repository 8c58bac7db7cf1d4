import type { ModuleConfig } from '@kursmarkt/schemas';
import { Button, Container, Heading, Icon, Stack, TextField } from '@kursmarkt/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';
import { Row } from './TextSearch.styles.ts';

export type TextSearchProps = {
  /** The module's configuration: message ids of the title and the field's placeholder. */
  config: ModuleConfig<'TEXT_SEARCH'>;
};

/**
 * A free-text search (TEXT_SEARCH). A plain GET form to `/search?term=…`: it works before the
 * page is interactive and without a router, and the browser makes the request.
 */
export function TextSearch({ config }: TextSearchProps) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  return (
    <Container as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} id={headingId}>
          {formatMessage({ id: config.title })}
        </Heading>
        <form action="/search" method="get" role="search" aria-labelledby={headingId}>
          <Row>
            <TextField
              type="search"
              name="term"
              maxLength={200}
              enterKeyHint="search"
              label={formatMessage(messages.label)}
              placeholder={formatMessage({ id: config.placeholder })}
            />
            <Button type="submit" icon={<Icon name="search" />}>
              {formatMessage(messages.submit)}
            </Button>
          </Row>
        </form>
      </Stack>
    </Container>
  );
}
