// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const realmFile = path.join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'deploy',
  'keycloak',
  'kursmarkt-realm.json',
);

describe('the Keycloak realm export', () => {
  it('asks of accounts what the embedded provider asks: a confirmed address, a back-off after failed sign-ins, passwords of 10 characters or more, one-time codes of 6 digits every 30 seconds', async () => {
    const realm = JSON.parse(await readFile(realmFile, 'utf8'));
    expect(realm).toMatchObject({
      registrationAllowed: true,
      resetPasswordAllowed: true,
      duplicateEmailsAllowed: false,
      verifyEmail: true,
      bruteForceProtected: true,
      permanentLockout: false,
      failureFactor: 5,
      waitIncrementSeconds: 30,
      maxFailureWaitSeconds: 900,
    });
    const policies = (realm.passwordPolicy as string).split(' and ');
    expect(policies).toEqual(
      expect.arrayContaining(['length(10)', 'notUsername', 'notEmail', 'maxLength(200)']),
    );
    // Back-office accounts' codes: what authenticator apps and the embedded provider use.
    expect(realm).toMatchObject({
      otpPolicyType: 'totp',
      otpPolicyAlgorithm: 'HmacSHA1',
      otpPolicyDigits: 6,
      otpPolicyPeriod: 30,
    });
    // The "email" scope carries email_verified, which the API asks for.
    for (const client of realm.clients) {
      expect(client.defaultClientScopes).toContain('email');
    }
  });
});
