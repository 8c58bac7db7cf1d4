// @vitest-environment jsdom
// The mails' HTML parts are read back with the browser's DOMParser.
import { describe, expect, it } from 'vitest';
import { domainSeller as seller } from '../invoices/test-support/invoice-cases.ts';
import { joinedMail, leaveLink, offerLink, offerMail } from './mails.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const course = 'Mietrecht <script>alert("x")</script> & mehr';

describe("the waiting list's mails", () => {
  it('name a course as it was entered in the text and escaped in the HTML, with the day in the mail’s language', () => {
    const mail = (language: 'de' | 'en') =>
      joinedMail({
        language,
        siteName: 'Kursmarkt Recht',
        to: 'erika@kanzlei-muster.de',
        name: 'Erika <b>Muster</b>',
        course,
        startDate: '2027-03-05',
        seats: 2,
        seller,
      });
    const german = mail('de');
    expect(german.subject).toBe(`Sie stehen auf der Warteliste: ${course} (Kursmarkt Recht)`);
    expect(german.text).toContain('Guten Tag Erika <b>Muster</b>,');
    expect(german.text).toContain(`für „${course}“ am 05.03.2027 (2 Plätze)`);
    const document = parse(german.html!);
    expect(document.querySelectorAll('script, b')).toHaveLength(0);
    expect(document.body.textContent).toContain(`für „${course}“ am 05.03.2027 (2 Plätze)`);
    expect(document.querySelector('footer')!.textContent).toContain('USt-IdNr.: DE136695976');
    expect(mail('en').text).toContain(`for “${course}” on 5 Mar 2027 (2 seats)`);
    expect(parse(mail('en').html!).querySelector('footer')!.textContent).toContain(
      'VAT ID: DE136695976',
    );
  });

  it('offer a seat until a time in Germany, with its links clickable in the HTML', () => {
    const origin = 'https://recht.kursmarkt.test';
    const mail = (language: 'de' | 'en') =>
      offerMail({
        language,
        siteName: 'Kursmarkt Recht',
        seller,
        to: 'erika@kanzlei-muster.de',
        name: 'Erika Muster',
        course,
        startDate: '2027-03-05',
        // 23:30 UTC on 1 March is half past midnight on 2 March in Germany.
        expiresAt: new Date('2027-03-01T23:30:00Z'),
        offerLink: offerLink(origin, 'tok-1'),
        leaveLink: leaveLink(origin, 'tok-2'),
      });
    expect(mail('de').text).toContain(
      'Wir halten ihn für Sie bis 02.03.2027, 00:30 (deutsche Zeit)',
    );
    expect(mail('en').text).toContain('We hold it for you until 2 Mar 2027, 00:30 (German time)');
    expect([...parse(mail('de').html!).querySelectorAll('a')].map((a) => a.href)).toEqual([
      `${origin}/warteliste/angebot#tok-1`,
      `${origin}/warteliste/austragen#tok-2`,
    ]);
  });
});
