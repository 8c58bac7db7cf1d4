import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; replyTo?: string };
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real e-mail (DESIGN.md section 8): through SMTP when `smtpUrl` is set, otherwise each message
 * is written as an .eml file into the outbox folder and its links are logged, so a developer can
 * follow a confirmation link without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.log(
        `mail to ${mail.to} written to ${file}${links.length ? ` (links: ${links.join(' ')})` : ''}`,
      );
    },
  };
}
