/** For tests: what the outbox holds, and a local SMTP server that receives what it sends. */
import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';

/** The mails written into the outbox, in the order they were written. */
export async function mailsInOutbox(db: Db) {
  const rows = await db.select().from(outboxMails).orderBy(asc(outboxMails.id));
  return rows.map((row) => ({
    to: row.recipient,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.text,
    status: row.status,
  }));
}

export interface SmtpServer {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** Every message the server accepted, parsed, in the order they arrived. */
  received: ParsedMail[];
  /** The `count`-th accepted message (1-based), once it has arrived. */
  nth(count: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A local SMTP server (smtp-server) on a free port, without TLS or sign-in. `answer` decides for
 * each message, in order, whether to take it (the default) or to refuse it with an error.
 */
export async function startSmtpServer(
  options: { answer?: (attempt: number) => Error | undefined } = {},
): Promise<SmtpServer> {
  const received: ParsedMail[] = [];
  const arrived = new EventEmitter();
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      attempts += 1;
      const refusal = options.answer?.(attempts);
      simpleParser(stream).then(
        (message) => {
          if (refusal) return callback(refusal);
          received.push(message);
          arrived.emit('message');
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nth(count) {
      while (received.length < count) await once(arrived, 'message');
      return received[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail as a mail program reads it, e.g. an .eml file of the outbox folder: its decoded text and
 * attachments.
 */
export const readMail = (source: Buffer | string): Promise<ParsedMail> => simpleParser(source);
