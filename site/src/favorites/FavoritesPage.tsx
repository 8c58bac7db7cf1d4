import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFavorites, useRemoveFavoriteMutation, useSaveFavoriteMutation } from '@kursmarkt/api';
import { Alert, Button, Heading, Link, Skeleton, Stack, Text, VisuallyHidden } from '@kursmarkt/ui';
import { FavoriteItem } from './components/FavoriteItem.tsx';
import { favoriteMessages as m } from './messages.ts';

/** Where an empty list leads: the search with the domain's defaults. */
const searchHref = '/search';

/**
 * The dashboard's Suchfavoriten (`/customer-dashboard/favoriten`): the customer's saved searches,
 * each to start, rename, delete and with its alert mails switched on or off.
 */
export default function FavoritesPage({ title }: { title: string }) {
  const intl = useIntl();
  const { data, error, mutate } = useFavorites(true, intl.locale);
  const save = useSaveFavoriteMutation(intl.locale);
  const remove = useRemoveFavoriteMutation(intl.locale);
  const [status, setStatus] = useState('');
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <div role="status">{status ? <VisuallyHidden>{status}</VisuallyHidden> : null}</div>
      {error && !data ? (
        <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton variant="rect" height="space.xxxl" />
          <Skeleton variant="rect" height="space.xxxl" />
        </Stack>
      ) : data.length === 0 ? (
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
        <Stack gap="md">
          <Heading level={2} size="md">
            {intl.formatMessage(m.count, { count: data.length })}
          </Heading>
          <Stack as="ul" gap="md">
            {data.map((favorite) => (
              <FavoriteItem
                key={favorite.id}
                favorite={favorite}
                onChange={(change) => save.trigger(change)}
                onRemove={async (id) => {
                  await remove.trigger(id);
                  setStatus(intl.formatMessage(m.removed, { name: favorite.name }));
                }}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
