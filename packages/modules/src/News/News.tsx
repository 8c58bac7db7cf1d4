import type { ModuleConfig } from '@kursmarkt/schemas';
import { formatDay } from '@kursmarkt/schemas/rules';
import { Container, Heading, Link, Stack, Text } from '@kursmarkt/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Entry, EntryList } from './News.styles.ts';

type NewsItem = ModuleConfig<'NEWS'>['items'][number];

export type NewsProps = {
  /** The module's configuration: the title and one to six dated news, texts as message ids. */
  config: ModuleConfig<'NEWS'>;
};

/** Links of the domain stay in the tab; an https address leaves the site and opens a new one. */
const isExternal = (href: string) => href.startsWith('https://');

function NewsEntry({ item }: { item: NewsItem }) {
  const { formatMessage, locale } = useIntl();
  const title = formatMessage({ id: item.title });
  const date = formatDay(item.date, locale);
  return (
    <Entry>
      <Stack gap="xs">
        <Text as="span" size="sm" tone="secondary">
          <time dateTime={item.date}>{date}</time>
        </Text>
        <Heading level={3} size="lg">
          {item.href ? (
            <Link appearance="standalone" href={item.href} external={isExternal(item.href)}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <Text>{formatMessage({ id: item.text })}</Text>
      </Stack>
    </Entry>
  );
}

/** Dated news of the domain (NEWS), in the configured order; a news item may link on. */
export function News({ config }: NewsProps) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  return (
    <Container as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {formatMessage({ id: config.title })}
        </Heading>
        <EntryList>
          {config.items.map((item, index) => (
            <NewsEntry key={index} item={item} />
          ))}
        </EntryList>
      </Stack>
    </Container>
  );
}
