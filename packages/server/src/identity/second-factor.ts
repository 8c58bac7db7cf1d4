/**
 * The second factor of back-office accounts (ADR 0076): an account with the realm role
 * `operator` or `organizer-staff` signs in with its password and then a time-based one-time
 * code (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds, as authenticator apps and Keycloak's OTP
 * policy use). Its first sign-in sets the secret up: the page shows it as a QR code and as text,
 * and the secret is kept only once a code from it was right. Each code is taken once; five wrong
 * codes end the attempt, and the password is asked for again.
 */
import { addMinutes } from 'date-fns';
import { and, eq, gt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { operatorRole, organizerStaffRole } from '@kursmarkt/schemas/rules';
import type { Db } from '../db/client.ts';
import { identityUsers, secondFactorChallenges } from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

/** How long the code may take after the password was right. */
const challengeMinutes = 10;
/** Wrong codes before the password is asked for again. */
export const maxCodeAttempts = 5;
/** Codes of the step before and after count too: a phone's clock may be a little off. */
const window = 1;

type User = typeof identityUsers.$inferSelect;

/** Whether the account signs in with a second factor: the back-office roles do. */
export const needsSecondFactor = (user: Pick<User, 'roles'>) =>
  user.roles.includes(operatorRole) || user.roles.includes(organizerStaffRole);

const totpOf = (secret: string, user: Pick<User, 'email'>, issuer: string) =>
  new TOTP({ issuer, label: user.email, secret: Secret.fromBase32(secret) });

/**
 * Starts the second step of interaction `uid` for `user`, whose password was right; a first
 * sign-in gets a new secret to set up. Answers what the page shows.
 */
export async function startSecondFactor(
  db: Db,
  request: { uid: string; user: User; issuer: string; now: Date },
) {
  const { uid, user, issuer, now } = request;
  const pendingSecret = user.totpSecret ? null : new Secret({ size: 20 }).base32;
  await db
    .insert(secondFactorChallenges)
    .values({
      interactionUid: uid,
      userId: user.id,
      pendingSecret,
      expiresAt: addMinutes(now, challengeMinutes),
    })
    .onConflictDoUpdate({
      target: secondFactorChallenges.interactionUid,
      set: {
        userId: user.id,
        pendingSecret,
        attempts: 0,
        expiresAt: addMinutes(now, challengeMinutes),
      },
    });
  return pendingSecret ? setupOf(pendingSecret, user, issuer) : undefined;
}

/** What the page shows to set a secret up: the secret as text and as a QR code (SVG). */
async function setupOf(secret: string, user: Pick<User, 'email'>, issuer: string) {
  const uri = totpOf(secret, user, issuer).toString();
  return {
    secret: secret.replace(/(.{4})/g, '$1 ').trim(),
    qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  };
}

export type CodeCheck =
  | { outcome: 'accepted'; userId: string }
  | { outcome: 'wrong'; setup?: { secret: string; qrSvg: string } }
  | { outcome: 'expired' };

/**
 * Checks `code` for interaction `uid` at `now`: accepted (the secret set up kept, the step
 * recorded, the step ended), wrong (counted), or expired (no open step, too many wrong codes:
 * the password is asked for again). One transaction, the account's row locked: two tabs
 * sending the same code get it accepted once.
 */
export async function checkSecondFactor(
  db: Db,
  request: { uid: string; code: string; issuer: string; now: Date },
): Promise<CodeCheck> {
  const { uid, issuer, now } = request;
  const code = request.code.replace(/\s+/g, '');
  return withUnitOfWork(db, async (tx) => {
    const [challenge] = await tx
      .select()
      .from(secondFactorChallenges)
      .where(
        and(
          eq(secondFactorChallenges.interactionUid, uid),
          gt(secondFactorChallenges.expiresAt, now),
        ),
      )
      .for('update');
    if (!challenge || challenge.attempts >= maxCodeAttempts) {
      if (challenge) {
        await tx
          .delete(secondFactorChallenges)
          .where(eq(secondFactorChallenges.interactionUid, uid));
      }
      return { outcome: 'expired' };
    }
    const [user] = await tx
      .select()
      .from(identityUsers)
      .where(eq(identityUsers.id, challenge.userId))
      .for('update');
    const secret = challenge.pendingSecret ?? user?.totpSecret;
    if (!user || !secret) return { outcome: 'expired' };
    const delta = /^\d{6}$/.test(code)
      ? totpOf(secret, user, issuer).validate({ token: code, timestamp: now.getTime(), window })
      : null;
    const step = Math.floor(now.getTime() / 30_000) + (delta ?? 0);
    if (delta === null || (user.totpLastStep !== null && step <= user.totpLastStep)) {
      const [counted] = await tx
        .update(secondFactorChallenges)
        .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
        .where(eq(secondFactorChallenges.interactionUid, uid))
        .returning({ attempts: secondFactorChallenges.attempts });
      if ((counted?.attempts ?? maxCodeAttempts) >= maxCodeAttempts) {
        await tx
          .delete(secondFactorChallenges)
          .where(eq(secondFactorChallenges.interactionUid, uid));
        return { outcome: 'expired' };
      }
      return {
        outcome: 'wrong',
        ...(challenge.pendingSecret
          ? { setup: await setupOf(challenge.pendingSecret, user, issuer) }
          : {}),
      };
    }
    await tx
      .update(identityUsers)
      .set({ totpSecret: secret, totpLastStep: step })
      .where(eq(identityUsers.id, user.id));
    await tx.delete(secondFactorChallenges).where(eq(secondFactorChallenges.interactionUid, uid));
    return { outcome: 'accepted', userId: user.id };
  });
}
