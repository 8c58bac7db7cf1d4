import { useIntl } from 'react-intl';
import { useBookmarks, useRemoveBookmarkMutation } from '@kursmarkt/api';
import { Alert, Button, Heading, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { BookmarkList } from './components/BookmarkList.tsx';
import { bookmarkMessages as m } from './messages.ts';

/** Where an empty Merkzettel leads: the search with the domain's defaults. */
const searchHref = '/search';

/**
 * The dashboard's Merkzettel (`/customer-dashboard/merkzettel`, with the feature BOOKMARK): the
 * customer's bookmarked courses with their next bookable date and price, each removable.
 */
export default function BookmarksPage({ title }: { title: string }) {
  const intl = useIntl();
  const { data, error, mutate } = useBookmarks(true, intl.locale);
  const { trigger: remove } = useRemoveBookmarkMutation(intl.locale);
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {error && !data ? (
        <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Alert>
      ) : data ? (
        <BookmarkList bookmarks={data} onRemove={remove} searchHref={searchHref} />
      ) : (
        <Stack gap="md" aria-busy="true">
          <Skeleton variant="rect" height="space.xxxl" />
          <Skeleton variant="rect" height="space.xxxl" />
        </Stack>
      )}
    </Stack>
  );
}
