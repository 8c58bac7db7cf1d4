import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSaveFavoriteMutation } from '@kursmarkt/api';
import type { SearchState } from '@kursmarkt/search';
import { Button, Stack, Text } from '@kursmarkt/ui';
import { loginRequired } from '../session/session.ts';
import { useSession } from '../session/use-session.ts';
import { favoriteMessages as m } from './messages.ts';

const FavoriteNameDialog = lazy(() =>
  import('./components/FavoriteNameDialog.tsx').then((module) => ({
    default: module.FavoriteNameDialog,
  })),
);

/** The saved search's parameters of a search as the pages hold it, without display names. */
const favoriteSearchOf = ({
  term,
  scope,
  category,
  types,
  courseType,
  cityId,
  radius,
  dateFrom,
  dateTo,
}: SearchState) => ({
  term,
  scope,
  category,
  types,
  courseType,
  cityId,
  radius,
  dateFrom,
  dateTo,
});

/**
 * "Suche speichern" on a results page: a signed-in customer names the search in a dialog (and may
 * ask for alert mails); a guest is asked to sign in first and comes back to the search.
 */
export function SaveSearchButton({ search }: { search: SearchState }) {
  const intl = useIntl();
  const session = useSession();
  const save = useSaveFavoriteMutation(intl.locale);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (session.status === 'checking' || session.status === 'signingOut') return null;
  const signedIn = session.status === 'signedIn';
  return (
    <Stack gap="xxs" align="start">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setSaved(false);
          if (signedIn) setOpen(true);
          else loginRequired();
        }}
      >
        {intl.formatMessage(m.save)}
      </Button>
      <Text role="status" tone="secondary">
        {saved ? intl.formatMessage(m.saved) : null}
      </Text>
      {open ? (
        <Suspense fallback={null}>
          <FavoriteNameDialog
            title={intl.formatMessage(m.saveTitle)}
            description={intl.formatMessage(m.saveDescription)}
            withAlerts
            open={open}
            onOpenChange={setOpen}
            onSave={async ({ name, alerts }) => {
              await save.trigger({ name, alerts, search: favoriteSearchOf(search) });
              setSaved(true);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
