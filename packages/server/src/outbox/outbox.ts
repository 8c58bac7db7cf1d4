/**
 * The transactional outbox of mail (docs/decisions/0013-mail-through-a-transactional-outbox.md). A change that causes a mail writes it
 * with `outbox.write(tx, mail)` in its own transaction: the mail exists exactly when the change
 * does. A background job (`mail.send`, added in the same transaction) sends it after the commit
 * through the app's mailer (SMTP, or the outbox folder), retrying with back-off; after the last
 * attempt the mail stays FAILED in the table with its error, and the failure is logged.
 *
 * A sent mail is kept for `sentMailsKeptDays` (to answer "did it go out?"), then a daily job
 * deletes it with its attachments; a FAILED mail stays until someone looks at it.
 *
 * Delivery is at least once. The job marks the mail SENT after the mailer took it; a process that
 * dies between the two (a millisecond after the SMTP server's answer) leaves the mail PENDING, and
 * the job's retry sends it once more, with the same Message-ID. A process that dies before the
 * send sends nothing twice: the next process sends the mail once.
 */
import { subDays } from 'date-fns';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Mail, Mailer } from '../mail/transport.ts';
import { deleteSentMails, insertMail, loadPendingMail, markSent, recordFailure } from './mails.ts';

export interface Outbox {
  /**
   * Writes `mail` in `db`, the transaction of the change that causes it; it is sent after that
   * commits, and never if it rolls back. Its id in the outbox.
   */
  write(db: Db, mail: Mail): Promise<number>;
}

/** The job that sends one mail of the outbox. */
export const sendMailJob = 'mail.send';
/** The daily job that deletes sent mails once they are older than `sentMailsKeptDays`. */
export const purgeSentMailsJob = 'mail.purge';
const sentMailsKeptDays = 30;

export interface OutboxRetries {
  /** Retries after a failed send (default 6: seven attempts). */
  limit?: number;
  /**
   * Seconds before the first retry (default 30); each further one waits about twice as long,
   * so the default tries for about an hour. 0 retries at the worker's next look.
   */
  delaySeconds?: number;
}

export function createOutbox(options: {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  clock: Clock;
  log: {
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  retries?: OutboxRetries;
}): Outbox {
  const { db, jobs, mailer, clock, log } = options;
  const retryDelaySeconds = options.retries?.delaySeconds ?? 30;
  jobs.define<{ mailId: number }>({
    name: sendMailJob,
    retryLimit: options.retries?.limit ?? 6,
    retryDelaySeconds,
    // pg-boss backs off from at least a second.
    retryBackoff: retryDelaySeconds > 0,
    // Longer than the mailer's own time limits, so that a send under way is not started twice.
    expireInSeconds: 300,
    async handler({ mailId }, { lastAttempt, attempt }) {
      const pending = await loadPendingMail(db, mailId);
      if (!pending) return;
      try {
        await mailer.send(pending.mail, { id: pending.messageSeed, date: clock.now() });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await recordFailure(db, mailId, reason, lastAttempt);
        if (lastAttempt) {
          log.error({ mailId, attempt, reason }, 'mail could not be sent; it stays FAILED');
        } else {
          log.warn({ mailId, attempt, reason }, 'mail could not be sent; it will be retried');
        }
        throw error;
      }
      await markSent(db, mailId, clock.now());
    },
  });
  jobs.define({
    name: purgeSentMailsJob,
    cron: '40 3 * * *',
    async handler() {
      const deleted = await deleteSentMails(db, subDays(clock.now(), sentMailsKeptDays));
      if (deleted > 0) log.info({ deleted }, 'sent mails deleted from the outbox');
    },
  });
  return {
    async write(tx, mail) {
      const id = await insertMail(tx, mail, clock.now());
      await jobs.enqueue(tx, sendMailJob, { mailId: id });
      return id;
    },
  };
}
