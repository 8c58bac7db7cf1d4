import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Bookmark } from '@kursmarkt/schemas';
import {
  Alert,
  Grid,
  Heading,
  Link,
  SpinnerButton,
  Stack,
  Text,
  VisuallyHidden,
} from '@kursmarkt/ui';
import { CourseCard } from '../../search/CourseCard.tsx';
import { bookmarkMessages as m } from '../messages.ts';

const Item = styled.li`
  display: flex;

  & > * {
    flex: 1;
  }
`;

export type BookmarkListProps = {
  /** The bookmarks, newest first. */
  bookmarks: Bookmark[];
  /** Removes a bookmark by its id; a rejection shows that it stayed. */
  onRemove: (id: string) => Promise<unknown>;
  /** Where the empty list leads: the search. */
  searchHref: string;
};

/**
 * The Merkzettel's courses, each as the search shows it (next bookable date, lowest price) with a
 * button that removes it; an empty list says how to fill it and leads to the search.
 */
export function BookmarkList({ bookmarks, onRemove, searchHref }: BookmarkListProps) {
  const intl = useIntl();
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const remove = async (bookmark: Bookmark) => {
    setFailed(false);
    try {
      await onRemove(bookmark.id);
      setStatus(intl.formatMessage(m.removed, { name: bookmark.course.name }));
    } catch {
      setStatus('');
      setFailed(true);
    }
  };
  return (
    <Stack gap="lg">
      <div role="status">{status ? <VisuallyHidden>{status}</VisuallyHidden> : null}</div>
      {failed ? <Alert tone="danger">{intl.formatMessage(m.removeFailed)}</Alert> : null}
      {bookmarks.length === 0 ? (
        <Stack gap="sm" align="start">
          <Heading level={2} size="md">
            {intl.formatMessage(m.emptyTitle)}
          </Heading>
          <Text>{intl.formatMessage(m.emptyText)}</Text>
          <Link href={searchHref} appearance="button" variant="primary">
            {intl.formatMessage(m.toSearch)}
          </Link>
        </Stack>
      ) : (
        <>
          <Heading level={2} size="md">
            {intl.formatMessage(m.count, { count: bookmarks.length })}
          </Heading>
          <Grid as="ul" minItemWidth="size.cardMin">
            {bookmarks.map((bookmark) => (
              <Item key={bookmark.id}>
                <CourseCard
                  course={bookmark.course}
                  action={
                    <SpinnerButton
                      variant="secondary"
                      size="sm"
                      aria-label={intl.formatMessage(m.removeName, { name: bookmark.course.name })}
                      onClick={() => remove(bookmark)}
                    >
                      {intl.formatMessage(m.removeLabel)}
                    </SpinnerButton>
                  }
                />
              </Item>
            ))}
          </Grid>
        </>
      )}
    </Stack>
  );
}
