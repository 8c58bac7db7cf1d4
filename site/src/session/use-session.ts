import { useSyncExternalStore } from 'react';
import {
  serverSessionSnapshot,
  sessionSnapshot,
  subscribeToSession,
  type SessionState,
} from './session.ts';

/** The session as the page shows it; the server render always shows the anonymous header. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, sessionSnapshot, serverSessionSnapshot);
}
