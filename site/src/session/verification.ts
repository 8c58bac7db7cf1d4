/**
 * The signed-in account's e-mail verification: the API refuses an account whose address is not
 * confirmed yet (`EMAIL_NOT_VERIFIED`); the embedded provider sends a new link on request.
 */
import { accessToken, refreshSession } from './session.ts';

/** What asking for a new verification mail came to. */
export type VerificationMailResult = 'sent' | 'tooSoon' | 'failed';

/** Asks the provider at `authority` to mail the signed-in account a new verification link. */
export async function requestVerificationMail(authority: string): Promise<VerificationMailResult> {
  try {
    const token = await accessToken();
    if (!token) return 'failed';
    const response = await fetch(`${authority}/account/verify-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status === 429) return 'tooSoon';
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

/** After the customer confirmed the address: a new token, which says so. */
export const renewAfterVerification = () => refreshSession();
