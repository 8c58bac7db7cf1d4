import { backofficeBasePath } from '@kursmarkt/schemas/rules';
import { operatorSessionOf } from './store.ts';

const organizerPath = new RegExp(`^${backofficeBasePath}/veranstalter/(\\d+)(/|$)`);

/**
 * The operator session of the organizer whose page is open (its id in the address), for the
 * API client's `X-Operator-Session`; none on pages of no organizer.
 */
export function currentOperatorSession(pathname = window.location.pathname) {
  const organizerId = organizerPath.exec(pathname)?.[1];
  return organizerId === undefined ? undefined : operatorSessionOf(Number(organizerId));
}
