/**
 * The invoice PDF: every field § 14 Abs. 4 UStG asks for (issuer and buyer with full name and
 * address, the issuer's VAT id or tax number, issue date, consecutive number, the service and its
 * date, net amount per rate, rate and tax or the exemption's reason or the reverse-charge note,
 * the total), in the invoice's language, and a Factur-X / ZUGFeRD document of the EN 16931
 * profile: PDF/A-3b (pdfkit's subset: sRGB output intent, XMP identification, fonts embedded,
 * here DejaVu Sans) with the CII XML embedded as factur-x.xml (AFRelationship Alternative) and
 * the Factur-X extension schema in its XMP metadata. Invoices still to be paid by transfer carry
 * the bank details and a GiroCode.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { invoiceXml } from './cii.ts';
import { awaitsTransfer, invoiceFormat, paymentText, serviceDateText } from './format.ts';
import { giroCodeModules, giroCodePayload } from './girocode.ts';
import { legalDetailLines } from './legal-details.ts';
import { invoiceMessages } from './messages.ts';
import { invoiceTotals, type VatGroup } from './tax.ts';
import type { InvoiceDocumentInput, PostalAddress } from './types.ts';

const require = createRequire(import.meta.url);

/** A font file, parsed by fontkit once; pdfkit takes the parsed font. */
function parsedFont(file: string): Font {
  const font = create(readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

/**
 * The fonts, parsed at the first invoice and kept: parsing them for every document was three
 * quarters of its processor time (86 → 20 ms per invoice). A document reads them and makes its
 * own subset; the bytes are the same as with fonts parsed for it alone.
 */
let fonts: { regular: string; bold: string } | undefined;
/**
 * pdfkit 0.20 takes a parsed fontkit font wherever it takes a font file (the `font` option,
 * `font`, `registerFont`); @types/pdfkit 0.17 knows only file names and bytes.
 */
const asFontSource = (font: Font) => font as unknown as string;
export const documentFonts = () =>
  (fonts ??= {
    regular: asFontSource(parsedFont(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))),
    bold: asFontSource(parsedFont(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'))),
  });

/** The name of the embedded XML, as Factur-X and ZUGFeRD 2 require it. */
const facturXFileName = 'factur-x.xml';

const facturXNamespace = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const facturXProperty = (name: string, description: string) => `
                <rdf:li rdf:parseType="Resource">
                  <pdfaProperty:name>${name}</pdfaProperty:name>
                  <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                  <pdfaProperty:category>external</pdfaProperty:category>
                  <pdfaProperty:description>${description}</pdfaProperty:description>
                </rdf:li>`;

/** The Factur-X XMP: what the PDF carries, and the extension schema that PDF/A asks to declare it. */
const facturXMetadata = `
        <rdf:Description rdf:about="" xmlns:fx="${facturXNamespace}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${facturXFileName}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about=""
            xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
            xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${facturXNamespace}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${[
                    facturXProperty('DocumentFileName', 'The name of the embedded XML document'),
                    facturXProperty('DocumentType', 'The type of the hybrid document'),
                    facturXProperty('Version', 'The version of the XML schema'),
                    facturXProperty('ConformanceLevel', 'The conformance level of the XML data'),
                  ].join('')}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>`;

const colours = { text: '#1a1a1a', muted: '#5c5c5c', accent: '#1f3a5f', rule: '#c8ccd2' };

/** The invoice as a Factur-X PDF; `compress: false` keeps its streams readable. */
export function invoicePdf(
  input: InvoiceDocumentInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const totals = invoiceTotals(input.positions);
  const format = invoiceFormat(input.language);
  const t = format.texts.formatMessage;
  const { seller, buyer } = input;
  const sign = input.kind === 'CANCELLATION' ? -1 : 1;
  const money = (cents: number) => format.money(sign * cents);
  const issued = new Date(`${input.issueDate}T00:00:00Z`);
  const title = `${t(invoiceMessages[input.kind])} ${input.number}`;
  const countries = new Intl.DisplayNames([input.language], { type: 'region' });

  const { regular, bold } = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 62, right: 62 },
    compress: options.compress ?? true,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    font: regular,
    lang: input.language,
    displayTitle: true,
    info: { Title: title, Creator: 'Kursmarkt', Producer: 'Kursmarkt', CreationDate: issued },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.appendXML(facturXMetadata);
  // pdfkit writes `relationship` as the file's AFRelationship (PDF/A-3); @types/pdfkit lacks it.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: facturXFileName,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X / ZUGFeRD invoice (EN 16931)',
    creationDate: issued,
    modifiedDate: issued,
  };
  doc.file(Buffer.from(invoiceXml(input), 'utf8'), attachment);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const roomFor = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const addressLines = (postal: PostalAddress) => [
    postal.street,
    `${postal.zip} ${postal.city}`,
    ...(postal.country === seller.address.country
      ? []
      : [countries.of(postal.country) ?? postal.country]),
  ];
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
  };

  // Issuer and buyer
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(colours.accent)
    .text(seller.legalName, left, doc.y, { width });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(colours.muted)
    .text([seller.legalName, ...addressLines(seller.address)].join(' · '), { width });
  doc.moveDown(1.5);
  const blockTop = doc.y;
  doc.font('regular').fontSize(10).fillColor(colours.text);
  const buyerLines = [
    ...(buyer.kind === 'BUSINESS' && buyer.company ? [buyer.company] : []),
    buyer.name,
    ...addressLines(buyer.address),
  ];
  doc.text(buyerLines.join('\n'), left, blockTop, { width: width * 0.42 });
  const buyerBottom = doc.y;

  const facts: Array<[string, string]> = [
    [t(invoiceMessages.number), input.number],
    [t(invoiceMessages.issueDate), format.day(input.issueDate)],
    [t(invoiceMessages.orderNumber), input.orderNumber],
    [
      t(invoiceMessages.servicePeriod),
      input.servicePeriod.start === input.servicePeriod.end
        ? format.day(input.servicePeriod.start)
        : `${format.day(input.servicePeriod.start)} – ${format.day(input.servicePeriod.end)}`,
    ],
    ...(buyer.vatId ? [[t(invoiceMessages.buyerVatId), buyer.vatId] as [string, string]] : []),
    ...(buyer.buyerReference
      ? [[t(invoiceMessages.buyerReference), buyer.buyerReference] as [string, string]]
      : []),
  ];
  doc.y = blockTop;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(colours.muted);
    doc.text(label, left + width * 0.45, y, { width: width * 0.25 });
    const labelBottom = doc.y;
    doc
      .fillColor(colours.text)
      .text(value, left + width * 0.7, y, { width: width * 0.3, align: 'right' });
    doc.y = Math.max(doc.y, labelBottom);
  }
  doc.y = Math.max(doc.y, buyerBottom);

  // Title
  doc.moveDown(2);
  doc.font('bold').fontSize(18).fillColor(colours.accent).text(title, left, doc.y, { width });
  if (input.kind === 'CANCELLATION') {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(colours.text)
      .text(
        t(invoiceMessages.cancels, {
          number: input.cancels.number,
          date: format.day(input.cancels.issueDate),
        }),
        { width },
      );
  }
  doc.moveDown(1);

  // Positions
  const columns = {
    position: left,
    service: left + 32,
    vat: left + width - 150,
    amount: left + width - 90,
  };
  const header = () => {
    const y = doc.y;
    doc.font('bold').fontSize(9).fillColor(colours.muted);
    doc.text(t(invoiceMessages.position), columns.position, y, { width: 30 });
    doc.text(t(invoiceMessages.service), columns.service, y, {
      width: columns.vat - columns.service - 8,
    });
    doc.text(t(invoiceMessages.vat), columns.vat, y, { width: 55, align: 'right' });
    doc.text(t(invoiceMessages.amount), columns.amount, y, { width: 90, align: 'right' });
    doc.moveDown(0.3);
    rule();
    doc.moveDown(0.4);
  };
  header();
  input.positions.forEach((position, index) => {
    const line = totals.lines[index]!;
    roomFor(80);
    const y = doc.y;
    const serviceWidth = columns.vat - columns.service - 8;
    doc.font('regular').fontSize(9).fillColor(colours.text);
    doc.text(String(index + 1), columns.position, y, { width: 30 });
    doc.text(
      t(invoiceMessages.vatRate, { rate: format.rate(line.rateBasisPoints) }),
      columns.vat,
      y,
      {
        width: 55,
        align: 'right',
      },
    );
    doc.text(money(position.payableCents), columns.amount, y, { width: 90, align: 'right' });
    doc.font('bold').fontSize(10).text(position.name, columns.service, y, { width: serviceWidth });
    const details = [
      `${t(invoiceMessages.organizer)}: ${position.organizer}`,
      serviceDateText(position, format),
      `${t(invoiceMessages.place)}: ${position.place}`,
      ...(position.discountCents > 0
        ? [
            t(invoiceMessages.listPrice, {
              amount: money(position.listPriceCents),
              discount: money(position.discountCents),
            }),
          ]
        : []),
    ];
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text(details.join('\n'), { width: serviceWidth });
    doc.moveDown(0.6);
  });
  rule();
  doc.moveDown(0.5);

  // Totals: net, rate and tax per rate, or the exemption's reason, or the reverse-charge note
  const totalsLabel = left + width / 3;
  const totalRow = (label: string, cents: number, bold = false) => {
    roomFor(20);
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 11 : 9)
      .fillColor(colours.text);
    doc.text(label, totalsLabel, y, { width: columns.amount - totalsLabel - 8 });
    const labelBottom = doc.y;
    doc.text(money(cents), columns.amount, y, { width: 90, align: 'right' });
    doc.y = Math.max(doc.y, labelBottom) + 2;
  };
  const groupRows = (group: VatGroup) => {
    const rate = format.rate(group.rateBasisPoints);
    if (group.category === 'STANDARD') {
      totalRow(t(invoiceMessages.net, { rate }), group.netCents);
      totalRow(t(invoiceMessages.tax, { rate }), group.taxCents);
    } else if (group.category === 'EXEMPT') {
      totalRow(
        t(invoiceMessages.exemptNet, { reasons: group.exemptionReasons.join(', ') }),
        group.netCents,
      );
    } else {
      totalRow(t(invoiceMessages.net, { rate }), group.netCents);
      totalRow(t(invoiceMessages.reverseCharge), group.taxCents);
    }
  };
  totals.vatGroups.forEach(groupRows);
  doc.moveDown(0.2);
  totalRow(
    t(input.kind === 'INVOICE' ? invoiceMessages.totalINVOICE : invoiceMessages.totalCANCELLATION),
    totals.grossCents,
    true,
  );

  // Payment
  doc.moveDown(1.2);
  roomFor(40);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(colours.text)
    .text(paymentText(input, totals, format), left, doc.y, { width });
  const payload = giroCodePayload(input);
  if (payload !== undefined && awaitsTransfer(input, totals)) {
    doc.moveDown(0.8);
    const modules = giroCodeModules(payload);
    const cell = 2.4;
    const size = modules.length * cell;
    roomFor(size + 16);
    const top = doc.y;
    const bank: Array<[string, string]> = [
      [t(invoiceMessages.accountHolder), seller.bank.holder],
      [t(invoiceMessages.iban), seller.bank.iban],
      [t(invoiceMessages.bic), seller.bank.bic],
      [t(invoiceMessages.bankName), seller.bank.name],
    ];
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(colours.text)
      .text(t(invoiceMessages.bank), left, top, {
        width: width - size - 16,
      });
    doc.font('regular').text(bank.map(([label, value]) => `${label}: ${value}`).join('\n'), {
      width: width - size - 16,
    });
    const x = left + width - size;
    modules.forEach((row, rowIndex) =>
      row.forEach((dark, column) => {
        if (dark) doc.rect(x + column * cell, top + rowIndex * cell, cell, cell);
      }),
    );
    doc.fillColor('#000000').fill();
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(colours.muted)
      .text(t(invoiceMessages.giroCode), x - 40, top + size + 4, {
        width: size + 40,
        align: 'right',
      });
    doc.y = Math.max(doc.y, top + size + 16);
  }

  // Issuer's details
  doc.moveDown(2);
  roomFor(60);
  rule();
  doc.moveDown(0.4);
  const issuer = [...legalDetailLines(seller, input.language), t(invoiceMessages.prices)];
  doc.font('regular').fontSize(7.5).fillColor(colours.muted).text(issuer.join('\n'), left, doc.y, {
    width,
    align: 'center',
  });

  doc.end();
  return done;
}
