/**
 * The contact form's request: kept for the domain's operator and, where the domain names a
 * contact address, mailed to it, in one change.
 */
import type { DomainConfig } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { composeMail, paragraphsOf } from '../mail/layout.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { textsIn } from '../texts.ts';
import { contactMailMessages } from './messages.ts';
import { saveContactRequest } from './queries.ts';

/** Keeps the request of the contact form and writes its mail to the domain's contact address. */
export function receiveContactRequest(
  db: Db,
  outbox: Outbox,
  domain: Pick<DomainConfig, 'id' | 'name' | 'seller' | 'locales' | 'contactEmail'>,
  request: { name: string; email: string; subject: string; message: string },
) {
  const { name, email, subject, message } = request;
  return withUnitOfWork(db, async (tx) => {
    await saveContactRequest(tx, { domain: domain.id, name, email, subject, message });
    if (domain.contactEmail) {
      // In the domain's first language, which its operator reads.
      const language = domain.locales[0]!;
      await outbox.write(
        tx,
        composeMail({
          to: domain.contactEmail,
          replyTo: email,
          subject: `[${domain.name}] ${subject}`,
          language,
          seller: domain.seller,
          blocks: paragraphsOf(
            textsIn(language).formatMessage(contactMailMessages.text, {
              sender: `${name} <${email}>`,
              message,
            }),
          ),
        }),
      );
    }
  });
}
