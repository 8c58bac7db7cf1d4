import { useStartOperatorSession } from '@kursmarkt/api';
import { keepOperatorSession } from './store.ts';

/**
 * Opens an operator session in one organizer's data with a reason and keeps its id for this
 * tab, so that the calls about that organizer carry it; rejects with the server's refusal.
 */
export function useOpenOperatorSession() {
  const { trigger } = useStartOperatorSession();
  return async (organizerId: number, reason: string) => {
    const session = await trigger({ organizerId, reason });
    keepOperatorSession(organizerId, session.id);
  };
}
