import type { GuestOrderChallenge } from '@kursmarkt/schemas';

/**
 * Solves the server's proof-of-work challenge (altcha, PBKDF2 through the browser's Web Crypto,
 * which derives off the main thread) and answers the payload `PUT /api/guest-order` takes:
 * base64 JSON of the challenge and its solution. Nothing leaves the browser but that payload.
 */
export async function solveGuestChallenge(challenge: GuestOrderChallenge): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw Object.assign(new Error('unsolved'), { code: 'CHALLENGE_REQUIRED' });
  return btoa(JSON.stringify({ challenge, solution }));
}
