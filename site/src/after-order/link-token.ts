/**
 * The token of a mail's link, from the page address's fragment, which browsers never send to a
 * server (so it reaches no log line); null when the fragment holds none.
 */
export function linkTokenOf(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
