// @vitest-environment jsdom
// The mails' HTML parts are read back with the browser's DOMParser.
import { describe, expect, it } from 'vitest';
import { confirmationMail } from './catalogue/newsletter.ts';
import { contactMailMessages } from './content/messages.ts';
import { domainSeller as seller } from './invoices/test-support/invoice-cases.ts';
import { translator } from './identity/messages.ts';
import { textsIn } from './texts.ts';

describe('the server texts', () => {
  it('write the whole confirmation mail in the sign-up’s language, with the days in words and the seller’s legal details', () => {
    const mail = (language: 'de' | 'en') =>
      confirmationMail({
        to: 'erika@kanzlei-muster.de',
        language,
        siteName: 'Kursmarkt Recht',
        seller,
        link: 'https://recht.kursmarkt.test/newsletter-confirmation?token=a{b}c',
      });
    expect(mail('de').text).toBe(
      [
        'Guten Tag,',
        '',
        'vielen Dank für Ihr Interesse am Newsletter von Kursmarkt Recht. Bitte bestätigen Sie Ihre Anmeldung, indem Sie diesen Link öffnen:',
        '',
        'https://recht.kursmarkt.test/newsletter-confirmation?token=a{b}c',
        '',
        'Der Link ist 7 Tage gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Sie erhalten dann keinen Newsletter.',
        '',
        'Ihr Team von Kursmarkt Recht',
        '',
        '-- ',
        'Kursmarkt GmbH · Hohenzollernring 12 · 50672 Köln · Deutschland',
        'E-Mail: rechnung@kursmarkt.example · Telefon: +49 221 123456',
        'Registergericht: Amtsgericht Köln · Registernummer: HRB 98765 · Geschäftsführung: Dr. Katrin Albers, Jonas Weidemann',
        'USt-IdNr.: DE136695976 · Steuernummer: 214/5678/1234',
        '',
      ].join('\n'),
    );
    expect(mail('en').subject).toBe(
      'Please confirm your newsletter subscription – Kursmarkt Recht',
    );
    expect(mail('en').text).toContain('The link is valid for 7 days.');
  });

  it('give the confirmation mail an HTML part with the same paragraphs, the link alone as a button', () => {
    const link = 'https://recht.kursmarkt.test/newsletter-confirmation?token=a&b';
    const mail = confirmationMail({
      to: 'erika@kanzlei-muster.de',
      language: 'de',
      siteName: 'Kursmarkt Recht',
      seller,
      link,
    });
    const document = new DOMParser().parseFromString(mail.html!, 'text/html');
    const paragraphs = [...document.querySelectorAll('main p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(mail.text.split('\n\n-- \n')[0]!.split('\n\n'));
    expect(document.querySelector('main a')!.getAttribute('href')).toBe(link);
  });

  it('take what a visitor wrote as it is, braces and angle brackets included', () => {
    const message = "Gilt '{count}' <b>auch</b> für # Stunden?";
    expect(
      textsIn('de').formatMessage(contactMailMessages.text, {
        sender: 'Erika Muster <erika@kanzlei-muster.de>',
        message,
      }),
    ).toBe(
      `Erika Muster <erika@kanzlei-muster.de> schreibt über das Kontaktformular:\n\n${message}\n`,
    );
  });

  it('give the identity provider’s pages their texts in both languages', () => {
    expect(translator('de')('error.tooLong', { max: 254 })).toBe(
      'Dieser Eintrag ist zu lang (höchstens 254 Zeichen).',
    );
    expect(translator('en')('login.title')).toBe('Sign in');
  });
});
