// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInvoice, type InvoiceRender } from './stored-documents.ts';
import { invoiceCases } from './test-support/invoice-cases.ts';

const render: InvoiceRender = {
  invoice: invoiceCases['standard 19 % to a consumer without a VAT id'],
  mail: {
    mail: { to: 'anna@example.com', subject: 'Ihre Bestellung', text: 'Danke.\n' },
    calendar: [
      {
        uid: 'position-1@lawyer',
        stamp: '2027-03-10T09:15:00.000Z',
        summary: 'Arbeitsrecht online',
        location: 'Online',
        dates: { start: '2027-04-01', end: '2027-04-01' },
      },
    ],
  },
};

describe('an invoice rendered after the commit', () => {
  afterEach(() => vi.useRealTimers());

  it('is the same bytes from its kept data whenever it is rendered: no time but the order’s goes into it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-10T09:15:01Z'));
    const atOnce = await renderInvoice(render);
    vi.setSystemTime(new Date('2031-08-01T23:59:59Z'));
    // As the database gives it back: the JSON of the row.
    const later = await renderInvoice(JSON.parse(JSON.stringify(render)) as InvoiceRender);

    expect(Buffer.compare(later.documents.pdf, atOnce.documents.pdf)).toBe(0);
    expect(Buffer.compare(later.documents.xml, atOnce.documents.xml)).toBe(0);
    expect(later.attachments.map((file) => file.fileName)).toEqual([
      `${render.invoice.number}.pdf`,
      'girocode.png',
      'kurs-1.ics',
    ]);
    later.attachments.forEach((file, index) =>
      expect(Buffer.compare(file.content, atOnce.attachments[index]!.content)).toBe(0),
    );
    const ics = new TextDecoder().decode(later.attachments[2]!.content);
    expect(ics).toContain('DTSTAMP:20270310T091500Z');
    expect(ics).toContain('UID:position-1@lawyer');
  });
});
