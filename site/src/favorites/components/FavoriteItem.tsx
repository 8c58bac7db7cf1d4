import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Favorite } from '@kursmarkt/schemas';
import { searchPath } from '@kursmarkt/search';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogClose,
  Heading,
  InlineMessage,
  Link,
  SpinnerButton,
  Stack,
  token,
} from '@kursmarkt/ui';
import { favoriteMessages as m } from '../messages.ts';
import { FavoriteNameDialog } from './FavoriteNameDialog.tsx';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  align-items: center;
`;

/** What a change of a saved search sends: its name, search and alerts. */
export type FavoriteChange = Pick<Favorite, 'id' | 'name' | 'search' | 'alerts'>;

export type FavoriteItemProps = {
  favorite: Favorite;
  /** Saves a changed name or alert choice; a rejection shows that nothing changed. */
  onChange: (change: FavoriteChange) => Promise<unknown>;
  /** Deletes the saved search; a rejection shows that it stayed. */
  onRemove: (id: string) => Promise<unknown>;
};

/** The results page of a saved search, with the names its parameters are shown by. */
const favoriteHref = (favorite: Favorite) =>
  searchPath({
    ...favorite.search,
    selectedScopeName: favorite.scopeName ?? undefined,
    cityName: favorite.cityName ?? undefined,
  });

/**
 * One saved search of the dashboard: its name, which starts it, what of it no longer exists,
 * the alert mails' switch, renaming and deleting (after a confirmation).
 */
export function FavoriteItem({ favorite, onChange, onRemove }: FavoriteItemProps) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState(false);
  const [failed, setFailed] = useState(false);
  const messageId = useId();
  const change = (patch: Partial<FavoriteChange>) => {
    setFailed(false);
    const { id, name, search, alerts } = favorite;
    return onChange({ id, name, search, alerts, ...patch });
  };
  const toggleAlerts = () => change({ alerts: !favorite.alerts }).catch(() => setFailed(true));
  return (
    <li>
      <Card>
        <Stack gap="sm">
          <Heading level={3} size="md">
            <Link
              href={favoriteHref(favorite)}
              appearance="standalone"
              title={intl.formatMessage(m.run, { name: favorite.name })}
            >
              {favorite.name}
            </Link>
          </Heading>
          {favorite.dropped.map((part) => (
            <InlineMessage key={part} id={`${messageId}-${part}`} tone="info">
              {intl.formatMessage(part === 'scope' ? m.droppedScope : m.droppedCity)}
            </InlineMessage>
          ))}
          <Checkbox
            label={intl.formatMessage(m.alerts)}
            checked={favorite.alerts}
            onChange={() => void toggleAlerts()}
          />
          {failed ? (
            <InlineMessage id={`${messageId}-failed`} tone="danger" role="alert">
              {intl.formatMessage(m.changeFailed)}
            </InlineMessage>
          ) : null}
          <Actions>
            <Button
              variant="secondary"
              size="sm"
              aria-label={intl.formatMessage(m.renameName, { name: favorite.name })}
              onClick={() => setRenaming(true)}
            >
              {intl.formatMessage(m.rename)}
            </Button>
            <Dialog
              title={intl.formatMessage(m.removeTitle)}
              description={intl.formatMessage(m.removeText, { name: favorite.name })}
              trigger={
                <Button
                  variant="tertiary"
                  size="sm"
                  aria-label={intl.formatMessage(m.removeName, { name: favorite.name })}
                >
                  {intl.formatMessage(m.remove)}
                </Button>
              }
              footer={
                <>
                  <DialogClose>
                    <Button variant="secondary">{intl.formatMessage(m.cancel)}</Button>
                  </DialogClose>
                  <SpinnerButton
                    onClick={() => onRemove(favorite.id)}
                    onError={() => setFailed(true)}
                  >
                    {intl.formatMessage(m.remove)}
                  </SpinnerButton>
                </>
              }
            />
          </Actions>
        </Stack>
        <FavoriteNameDialog
          title={intl.formatMessage(m.renameTitle)}
          name={favorite.name}
          open={renaming}
          onOpenChange={setRenaming}
          onSave={({ name }) => change({ name })}
        />
      </Card>
    </li>
  );
}
