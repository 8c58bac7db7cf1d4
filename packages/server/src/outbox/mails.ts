/** The outbox's rows: mails waiting to be sent, with their attachments (db/schema.ts). */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxAttachments, outboxMails } from '../db/schema.ts';
import type { Mail } from '../mail/transport.ts';

/** Writes `mail` as PENDING in `db` (the change's transaction); its id. */
export async function insertMail(db: Db, mail: Mail, createdAt: Date) {
  const [row] = await db
    .insert(outboxMails)
    .values({
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      listUnsubscribe: mail.listUnsubscribe ?? null,
      createdAt,
    })
    .returning({ id: outboxMails.id });
  const { id } = row!;
  const attachments = mail.attachments ?? [];
  if (attachments.length > 0) {
    await db.insert(outboxAttachments).values(
      attachments.map((attachment, position) => ({
        mailId: id,
        position,
        fileName: attachment.fileName,
        mediaType: attachment.mediaType,
        content: attachment.content,
      })),
    );
  }
  return id;
}

/**
 * The mail `id` if it still waits to be sent, with a Message-ID seed that stays the same for
 * every attempt; undefined once sent or given up.
 */
export async function loadPendingMail(
  db: Db,
  id: number,
): Promise<{ mail: Mail; messageSeed: string } | undefined> {
  const [row] = await db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.id, id), eq(outboxMails.status, 'PENDING')));
  if (!row) return undefined;
  const attachments = await db
    .select()
    .from(outboxAttachments)
    .where(eq(outboxAttachments.mailId, id))
    .orderBy(asc(outboxAttachments.position));
  const mail: Mail = {
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    ...(row.html === null ? {} : { html: row.html }),
    ...(row.replyTo === null ? {} : { replyTo: row.replyTo }),
    ...(row.listUnsubscribe === null ? {} : { listUnsubscribe: row.listUnsubscribe }),
    ...(attachments.length > 0
      ? {
          attachments: attachments.map(({ fileName, mediaType, content }) => ({
            fileName,
            mediaType,
            content,
          })),
        }
      : {}),
  };
  // The row's id alone repeats in another database (a test server's); its time does not.
  return { mail, messageSeed: `${row.createdAt.getTime()}.${row.id}.outbox` };
}

export async function markSent(db: Db, id: number, sentAt: Date) {
  await db
    .update(outboxMails)
    .set({ status: 'SENT', sentAt, attempts: sql`${outboxMails.attempts} + 1` })
    .where(eq(outboxMails.id, id));
}

/** Counts a failed send; `final` when no retry follows: the mail stays FAILED with its error. */
export async function recordFailure(db: Db, id: number, error: string, final: boolean) {
  await db
    .update(outboxMails)
    .set({
      attempts: sql`${outboxMails.attempts} + 1`,
      lastError: error,
      ...(final ? { status: 'FAILED' as const } : {}),
    })
    .where(eq(outboxMails.id, id));
}

/** Deletes the mails sent before `sentBefore`, with their attachments; how many. */
export async function deleteSentMails(db: Db, sentBefore: Date) {
  const deleted = await db
    .delete(outboxMails)
    .where(and(eq(outboxMails.status, 'SENT'), lt(outboxMails.sentAt, sentBefore)))
    .returning({ id: outboxMails.id });
  return deleted.length;
}
