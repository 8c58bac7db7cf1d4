import { createHash, randomBytes } from 'node:crypto';
import { addMilliseconds } from 'date-fns';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '@kursmarkt/schemas';
import type { AppDatabase } from '../db/client.ts';
import { identityUsers, passwordResetTokens } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** E-mail addresses are stored and compared in lower case. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The account with this id in the realm (the token subject), if any. */
export async function findUser(db: AppDatabase, realm: string, id: string) {
  if (!uuidPattern.test(id)) return undefined;
  const [user] = await db
    .select()
    .from(identityUsers)
    .where(and(eq(identityUsers.realm, realm), eq(identityUsers.id, id)));
  return user;
}

export async function findUserByEmail(db: AppDatabase, realm: string, email: string) {
  const [user] = await db
    .select()
    .from(identityUsers)
    .where(and(eq(identityUsers.realm, realm), eq(identityUsers.email, normalizeEmail(email))));
  return user;
}

/** The account for these credentials, or undefined (the same work whether the address exists). */
export async function authenticate(
  db: AppDatabase,
  realm: string,
  email: string,
  password: string,
) {
  const user = await findUserByEmail(db, realm, email);
  // Hash against a throw-away value when the address is unknown, so the answer time does not
  // reveal which addresses have an account.
  unknownUserHash ??= hashPassword(randomBytes(16).toString('hex'));
  const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
  return user && valid ? user : undefined;
}
let unknownUserHash: Promise<string> | undefined;

export type NewUser = {
  realm: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: Locale;
};

/** Creates an account, its terms accepted `now`; undefined when the address is already registered. */
export async function createUser(db: AppDatabase, user: NewUser, now: Date) {
  const [created] = await db
    .insert(identityUsers)
    .values({
      realm: user.realm,
      email: normalizeEmail(user.email),
      passwordHash: await hashPassword(user.password),
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language,
      termsAcceptedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return created;
}

export async function setPassword(db: AppDatabase, userId: string, password: string, now: Date) {
  await db
    .update(identityUsers)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now })
    .where(eq(identityUsers.id, userId));
}

/** How long a password-reset link works. */
const resetLinkLifetimeMs = 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new one-time reset token for the user, working for an hour from `now`; only its SHA-256 is stored. */
export async function createResetToken(db: AppDatabase, userId: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: tokenHash(token),
    userId,
    expiresAt: addMilliseconds(now, resetLinkLifetimeMs),
  });
  return token;
}

const usable = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** Whether the reset token is unused and not expired `now`. */
export async function isResetTokenUsable(db: AppDatabase, token: string, now: Date) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(token, now));
  return Boolean(row);
}

/**
 * Uses the token once (atomically) `now` and sets the new password; false if the token is not
 * usable.
 */
export async function resetPassword(db: AppDatabase, token: string, password: string, now: Date) {
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(token, now))
    .returning({ userId: passwordResetTokens.userId });
  if (!used) return false;
  await setPassword(db, used.userId, password, now);
  return true;
}
