import { ApiRequestError } from '@kursmarkt/api';

/** What the confirmation landing shows. */
export type ConfirmationOutcome = 'confirmed' | 'invalid' | 'failed';

/** The shape of the mail link's token (`newsletterConfirmationRequestSchema`). */
export function isConfirmationToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(token);
}

/** 404 (unknown, used or expired) and 422 (not a token) mean the link is no good; else a failure. */
export function confirmationOutcomeOf(failure: unknown): ConfirmationOutcome {
  return failure instanceof ApiRequestError && (failure.status === 404 || failure.status === 422)
    ? 'invalid'
    : 'failed';
}

const confirmations = new Map<string, Promise<ConfirmationOutcome>>();

/**
 * Sends the confirmation of `token` once per page load and shares its outcome: a token is used
 * up by its first call, so a second call (React's StrictMode running effects twice, or the page
 * shown again) would answer 404 and call a confirmed sign-up invalid. A failure that may pass
 * (network, server) is forgotten, so that showing the page again tries anew.
 */
export function confirmOnce(
  token: string,
  send: () => Promise<unknown>,
): Promise<ConfirmationOutcome> {
  let outcome = confirmations.get(token);
  if (!outcome) {
    outcome = send().then(
      (): ConfirmationOutcome => 'confirmed',
      (failure: unknown) => {
        const result = confirmationOutcomeOf(failure);
        if (result === 'failed') confirmations.delete(token);
        return result;
      },
    );
    confirmations.set(token, outcome);
  }
  return outcome;
}
