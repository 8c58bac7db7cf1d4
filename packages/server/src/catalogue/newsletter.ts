/**
 * The newsletter's double opt-in: a random token goes into the confirmation link of the mail,
 * the database keeps only its SHA-256, and the link is valid for a week.
 */
import { createHash, randomBytes } from 'node:crypto';
import { subDays } from 'date-fns';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale, Seller } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { newsletterSubscriptions } from '../db/schema.ts';
import { germanTime } from '../german-today.ts';
import type { Mail } from '../mail/transport.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { composeMail, paragraphsOf } from '../mail/layout.ts';
import { textsIn } from '../texts.ts';
import { newsletterMailMessages } from './messages.ts';

/** How long a confirmation link works. */
const confirmationValidDays = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token (32 random bytes, base64url) and the hash to store. */
function newConfirmationToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The storefront page that confirms, on the host the sign-up came through. */
const confirmationLink = (origin: string, token: string) =>
  `${origin}/newsletter-confirmation?token=${token}`;

/** The confirmation mail in the language of the sign-up. */
export function confirmationMail(options: {
  to: string;
  language: Locale;
  siteName: string;
  /** Whose legal details the mail's footer names. */
  seller: Seller;
  link: string;
}): Mail {
  const { to, siteName: brand, link } = options;
  const { formatMessage } = textsIn(options.language);
  return composeMail({
    to,
    subject: formatMessage(newsletterMailMessages.subject, { brand }),
    language: options.language,
    seller: options.seller,
    blocks: paragraphsOf(
      formatMessage(newsletterMailMessages.text, { brand, link, days: confirmationValidDays }),
    ),
  });
}

/**
 * Records a sign-up and tells whether a confirmation mail is due. New address: a row with the
 * token. Unconfirmed: a new token replaces the old one. Confirmed: nothing changes and no mail
 * goes out (the caller answers the same, so the call does not reveal who is subscribed).
 */
async function subscribeToNewsletter(
  db: Db,
  subscription: {
    domain: string;
    email: string;
    language: Locale;
    tokenHash: string;
    /** Now: the confirmation link works for `confirmationValidDays` from here. */
    createdAt: Date;
  },
): Promise<boolean> {
  const { tokenHash, language, createdAt } = subscription;
  const issued = await db
    .insert(newsletterSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.domain, newsletterSubscriptions.email],
      set: { tokenHash, language, createdAt },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning({ id: newsletterSubscriptions.id });
  return issued.length > 0;
}

/**
 * Signs an address up on the domain and writes its confirmation mail, one change. A confirmed
 * address gets no mail but the same answer, so the call does not reveal who is subscribed.
 */
export async function signUpForNewsletter(
  db: Db,
  outbox: Outbox,
  signUp: {
    domain: string;
    siteName: string;
    seller: Seller;
    email: string;
    language: Locale;
    /** The origin the sign-up came through, which the confirmation link opens. */
    origin: string;
    now: Date;
  },
) {
  const { email, language } = signUp;
  const { token, hash } = newConfirmationToken();
  await withUnitOfWork(db, async (tx) => {
    const issued = await subscribeToNewsletter(tx, {
      domain: signUp.domain,
      email,
      language,
      tokenHash: hash,
      createdAt: signUp.now,
    });
    if (issued) {
      await outbox.write(
        tx,
        confirmationMail({
          to: email,
          language,
          siteName: signUp.siteName,
          seller: signUp.seller,
          link: confirmationLink(signUp.origin, token),
        }),
      );
    }
  });
}

/**
 * Confirms the domain's unconfirmed sign-up with this token if its link still works `now`
 * (sent within the last `confirmationValidDays` German calendar days); false if none.
 */
export async function confirmNewsletter(
  db: Db,
  { domain, token, now }: { domain: string; token: string; now: Date },
): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.tokenHash, hashToken(token)),
        eq(newsletterSubscriptions.domain, domain),
        isNull(newsletterSubscriptions.confirmedAt),
        gt(
          newsletterSubscriptions.createdAt,
          subDays(now, confirmationValidDays, { in: germanTime }),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return confirmed.length > 0;
}
