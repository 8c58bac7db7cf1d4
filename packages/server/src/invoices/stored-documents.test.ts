// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceXml } from './cii.ts';
import { invoicePdf } from './pdf.ts';
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

  it('renders a cancellation invoice and the fee invoice issued with it into the bytes they are made of at once, and the mail carries both PDFs and no GiroCode', async () => {
    const creditNote = invoiceCases['a cancellation refunding a paid invoice (credit note 381)'];
    const fee = {
      ...invoiceCases['standard 19 % to a consumer without a VAT id'],
      number: 'KM-2026-19',
    };
    const cancellation: InvoiceRender = {
      invoice: creditNote,
      mail: {
        mail: { to: 'anna@example.com', subject: 'Stornierung', text: 'Storniert.\n' },
        calendar: [],
        with: [{ invoiceId: 'fee-invoice', invoice: fee }],
      },
    };
    const rendered = await renderInvoice(JSON.parse(JSON.stringify(cancellation)) as InvoiceRender);

    const direct = async (invoice: typeof creditNote | typeof fee) => ({
      pdf: await invoicePdf(invoice),
      xml: new TextEncoder().encode(invoiceXml(invoice)),
    });
    const [creditBytes, feeBytes] = await Promise.all([direct(creditNote), direct(fee)]);
    expect(Buffer.compare(rendered.documents.pdf, creditBytes.pdf)).toBe(0);
    expect(Buffer.compare(rendered.documents.xml, creditBytes.xml)).toBe(0);
    expect(rendered.with.map((entry) => entry.invoiceId)).toEqual(['fee-invoice']);
    expect(Buffer.compare(rendered.with[0]!.documents.pdf, feeBytes.pdf)).toBe(0);
    expect(Buffer.compare(rendered.with[0]!.documents.xml, feeBytes.xml)).toBe(0);
    expect(rendered.attachments.map((file) => file.fileName)).toEqual([
      'KM-2026-18.pdf',
      'KM-2026-19.pdf',
    ]);
    expect(Buffer.compare(rendered.attachments[1]!.content, feeBytes.pdf)).toBe(0);
  });
});
