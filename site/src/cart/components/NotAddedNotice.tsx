import { useIntl } from 'react-intl';
import { Alert } from '@kursmarkt/ui';
import { cartMessages as m, cartRefusalMessage } from '../messages.ts';

/**
 * What could not be taken over into the server's cart (a merge at sign-in, a guest's checkout),
 * each with its reason (docs/api.md, errors: a schedule that could not be added is listed as such).
 */
export function NotAddedNotice({
  entries,
}: {
  entries: readonly { scheduleId: number | null; packageId: number | null; code: string }[];
}) {
  const intl = useIntl();
  if (entries.length === 0) return null;
  return (
    <Alert tone="warning" title={intl.formatMessage(m.notAddedTitle)}>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.scheduleId}-${entry.packageId}`}>
            {intl.formatMessage(m.notAddedEntry, {
              reason: intl.formatMessage(cartRefusalMessage(entry.code)),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
