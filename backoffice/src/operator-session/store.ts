/**
 * The operator sessions started in this tab, by organizer: each call about that organizer's data
 * carries its session id. They are kept for the tab only, as the tokens are.
 */
const storageKey = 'kursmarkt-verwaltung.operator-sessions';

type Sessions = Record<string, string>;

function read(storage: Storage): Sessions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Sessions) : {};
  } catch {
    return {};
  }
}

/** The id of the operator session running for `organizerId` in this tab, if any. */
export const operatorSessionOf = (organizerId: number, storage: Storage = sessionStorage) =>
  read(storage)[String(organizerId)];

/** Keeps the session started for `organizerId`. */
export function keepOperatorSession(
  organizerId: number,
  sessionId: string,
  storage: Storage = sessionStorage,
) {
  storage.setItem(storageKey, JSON.stringify({ ...read(storage), [organizerId]: sessionId }));
}

/** Forgets every session (at sign-out). */
export const forgetOperatorSessions = (storage: Storage = sessionStorage) =>
  storage.removeItem(storageKey);
