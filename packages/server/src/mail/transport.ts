import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a mail: a PDF invoice, an .ics calendar entry, any bytes with a name. */
type MailAttachment = {
  fileName: string;
  /** Its media type, e.g. `application/pdf` or `text/calendar; charset=utf-8; method=PUBLISH`. */
  mediaType: string;
  content: Uint8Array;
};

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** An HTML body beside the text, for clients that show HTML. */
  html?: string;
  replyTo?: string;
  /**
   * The address that stops mails like this one (an alert's): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post`, so that a mail program offers the one-click unsubscribe of RFC 8058.
   */
  listUnsubscribe?: string;
  attachments?: MailAttachment[];
};

/**
 * How a mail leaves the server. The product does not call it from a request: it writes the mail
 * into the outbox (outbox/outbox.ts), whose worker sends it through this.
 */
export interface Mailer {
  /** Sends `mail`; resolves once the SMTP server (or the outbox folder) took it. */
  send(mail: Mail, options: MailSendOptions): Promise<void>;
}

interface MailSendOptions {
  /**
   * Unique to the mail, it makes the Message-ID, so that a mail sent again after a crash carries
   * the same one (and the outbox folder's file name).
   */
  id: string;
  /** The time of sending by the app's clock: the Date header and the outbox file's name. */
  date: Date;
}

/** Seconds an SMTP server may take to connect, greet and answer (nodemailer waits minutes). */
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The domain of the sender's address, for Message-IDs: `a@kursmarkt.test` → `kursmarkt.test`. */
const senderDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * Real e-mail: through SMTP when `smtpUrl` is set, otherwise each message
 * is written as an .eml file into the outbox folder and its links are logged, so a developer can
 * follow a confirmation link without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: (message: string) => void;
}): Mailer {
  const message = (mail: Mail, { id, date }: MailSendOptions) => ({
    from: options.from,
    date,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.listUnsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${mail.listUnsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
    messageId: `<${id}@${senderDomain(options.from)}>`,
    attachments: (mail.attachments ?? []).map((attachment) => ({
      filename: attachment.fileName,
      contentType: attachment.mediaType,
      content: Buffer.from(
        attachment.content.buffer,
        attachment.content.byteOffset,
        attachment.content.byteLength,
      ),
    })),
  });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...smtpTimeouts });
    return {
      async send(mail, sending) {
        await transport.sendMail(message(mail, sending));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail, sending) {
      const info = await transport.sendMail(message(mail, sending));
      await mkdir(options.outboxDir, { recursive: true });
      // Sorted by name, the files are in the order they were sent.
      const file = path.join(
        options.outboxDir,
        `${sending.date.toISOString().replace(/[:.]/g, '-')}-${sending.id}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.log(
        `mail to ${mail.to} written to ${file}${links.length ? ` (links: ${links.join(' ')})` : ''}`,
      );
    },
  };
}
