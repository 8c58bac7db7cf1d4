/**
 * The invoice as an EN 16931 e-invoice: UN/CEFACT Cross Industry Invoice (CII D16B) XML of the
 * EN 16931 profile (`urn:cen.eu:en16931:2017`, Factur-X / ZUGFeRD "EN 16931"), the XML a Factur-X
 * PDF carries as factur-x.xml and customers may download alone. Elements are written in the order
 * of the CII schema. An invoice is type 380; a cancellation is a credit note, type 381, with
 * positive amounts and the cancelled invoice's number and date (BT-25, BT-26).
 */
import { create } from 'xmlbuilder2';
import type { Locale } from '@kursmarkt/schemas';
import {
  awaitsTransfer,
  invoiceFormat,
  paymentText,
  serviceDateText,
  serviceDays,
  type InvoiceFormat,
} from './format.ts';
import { registerLine } from './legal-details.ts';
import { invoiceMessages } from './messages.ts';
import { invoiceTotals, type InvoiceTotals, type VatGroup } from './tax.ts';
import type {
  Day,
  InvoiceDocumentInput,
  InvoiceSeller,
  PostalAddress,
  VatTreatment,
} from './types.ts';

type Node = Record<string, unknown>;

const namespaces = {
  '@xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  '@xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  '@xmlns:ram':
    'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  '@xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** The EN 16931 profile's guideline id (BT-24). */
const en16931Guideline = 'urn:cen.eu:en16931:2017';

const categoryCodes: Record<VatTreatment['category'], string> = {
  STANDARD: 'S',
  EXEMPT: 'E',
  REVERSE_CHARGE: 'AE',
};

/** Cents as a decimal amount with two places: `119000` → `1190.00`, `-1` → `-0.01`. */
const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const percent = (rateBasisPoints: number) => String(rateBasisPoints / 100);

/** A day in the CII's format 102 (`YYYYMMDD`). */
const dateTime = (day: Day, type: 'udt' | 'qdt' = 'udt') => ({
  [`${type}:DateTimeString`]: { '@format': '102', '#': day.replaceAll('-', '') },
});

const address = (postal: PostalAddress) => ({
  'ram:PostcodeCode': postal.zip,
  'ram:LineOne': postal.street,
  'ram:CityName': postal.city,
  'ram:CountryID': postal.country,
});

const taxRegistrations = (registrations: Array<[scheme: 'VA' | 'FC', id: string | undefined]>) =>
  registrations.flatMap(([scheme, id]) =>
    id ? [{ 'ram:ID': { '@schemeID': scheme, '#': id } }] : [],
  );

const sellerParty = (seller: InvoiceSeller, language: Locale): Node => ({
  'ram:Name': seller.legalName,
  ...(registerLine(seller, language) ? { 'ram:Description': registerLine(seller, language) } : {}),
  'ram:DefinedTradeContact': {
    ...(seller.phone
      ? { 'ram:TelephoneUniversalCommunication': { 'ram:CompleteNumber': seller.phone } }
      : {}),
    'ram:EmailURIUniversalCommunication': { 'ram:URIID': seller.email },
  },
  'ram:PostalTradeAddress': address(seller.address),
  'ram:URIUniversalCommunication': { 'ram:URIID': { '@schemeID': 'EM', '#': seller.email } },
  'ram:SpecifiedTaxRegistration': taxRegistrations([
    ['VA', seller.vatId],
    ['FC', seller.taxNumber],
  ]),
});

const buyerParty = (input: InvoiceDocumentInput): Node => {
  const { buyer } = input;
  const business = buyer.kind === 'BUSINESS' && buyer.company;
  return {
    'ram:Name': business ? buyer.company : buyer.name,
    ...(business ? { 'ram:DefinedTradeContact': { 'ram:PersonName': buyer.name } } : {}),
    'ram:PostalTradeAddress': address(buyer.address),
    'ram:URIUniversalCommunication': { 'ram:URIID': { '@schemeID': 'EM', '#': buyer.email } },
    'ram:SpecifiedTaxRegistration': taxRegistrations([['VA', buyer.vatId]]),
  };
};

/** The reason a group carries no VAT (BT-120), in the invoice's language. */
const exemptionReason = (group: VatGroup, format: InvoiceFormat): Node => {
  const t = format.texts.formatMessage;
  if (group.category === 'EXEMPT')
    return {
      'ram:ExemptionReason': group.exemptionReasons
        .map((reason) => t(invoiceMessages.exemptReason, { reason }))
        .join('; '),
    };
  if (group.category === 'REVERSE_CHARGE')
    return { 'ram:ExemptionReason': t(invoiceMessages.reverseCharge) };
  return {};
};

function lineItems(input: InvoiceDocumentInput, totals: InvoiceTotals, format: InvoiceFormat) {
  const t = format.texts.formatMessage;
  return input.positions.map((position, index) => {
    const line = totals.lines[index]!;
    const description = [
      `${t(invoiceMessages.organizer)}: ${position.organizer}`,
      serviceDateText(position, format),
      `${t(invoiceMessages.place)}: ${position.place}`,
    ].join('; ');
    return {
      'ram:AssociatedDocumentLineDocument': { 'ram:LineID': String(index + 1) },
      'ram:SpecifiedTradeProduct': { 'ram:Name': position.name, 'ram:Description': description },
      'ram:SpecifiedLineTradeAgreement': {
        ...(line.discountNetCents > 0
          ? {
              'ram:GrossPriceProductTradePrice': {
                'ram:ChargeAmount': amount(line.listNetCents),
                'ram:AppliedTradeAllowanceCharge': {
                  'ram:ChargeIndicator': { 'udt:Indicator': 'false' },
                  'ram:ActualAmount': amount(line.discountNetCents),
                },
              },
            }
          : {}),
        'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(line.netCents) },
      },
      'ram:SpecifiedLineTradeDelivery': {
        'ram:BilledQuantity': { '@unitCode': 'C62', '#': String(position.quantity) },
      },
      'ram:SpecifiedLineTradeSettlement': {
        'ram:ApplicableTradeTax': {
          'ram:TypeCode': 'VAT',
          'ram:CategoryCode': categoryCodes[position.vat.category],
          'ram:RateApplicablePercent': percent(line.rateBasisPoints),
        },
        'ram:BillingSpecifiedPeriod': {
          'ram:StartDateTime': dateTime(serviceDays(position).start),
          'ram:EndDateTime': dateTime(serviceDays(position).end),
        },
        'ram:SpecifiedTradeSettlementLineMonetarySummation': {
          'ram:LineTotalAmount': amount(line.netCents),
        },
      },
    };
  });
}

function settlement(
  input: InvoiceDocumentInput,
  totals: InvoiceTotals,
  format: InvoiceFormat,
): Node {
  const { seller } = input;
  const transfer = awaitsTransfer(input, totals);
  const paid = input.kind === 'INVOICE' && !transfer;
  const prepaidCents = paid ? totals.grossCents : 0;
  return {
    ...(transfer ? { 'ram:PaymentReference': input.number } : {}),
    'ram:InvoiceCurrencyCode': input.currency,
    ...(transfer
      ? {
          'ram:SpecifiedTradeSettlementPaymentMeans': {
            'ram:TypeCode': '58',
            'ram:PayeePartyCreditorFinancialAccount': {
              'ram:IBANID': seller.bank.iban.replaceAll(' ', ''),
              'ram:AccountName': seller.bank.holder,
            },
            'ram:PayeeSpecifiedCreditorFinancialInstitution': {
              'ram:BICID': seller.bank.bic.replaceAll(' ', ''),
            },
          },
        }
      : {}),
    'ram:ApplicableTradeTax': totals.vatGroups.map((group) => ({
      'ram:CalculatedAmount': amount(group.taxCents),
      'ram:TypeCode': 'VAT',
      ...exemptionReason(group, format),
      'ram:BasisAmount': amount(group.netCents),
      'ram:CategoryCode': categoryCodes[group.category],
      ...(group.category === 'REVERSE_CHARGE' ? { 'ram:ExemptionReasonCode': 'VATEX-EU-AE' } : {}),
      'ram:RateApplicablePercent': percent(group.rateBasisPoints),
    })),
    'ram:BillingSpecifiedPeriod': {
      'ram:StartDateTime': dateTime(input.servicePeriod.start),
      'ram:EndDateTime': dateTime(input.servicePeriod.end),
    },
    'ram:SpecifiedTradePaymentTerms': {
      'ram:Description': paymentText(input, totals, format),
      ...(transfer && input.kind === 'INVOICE' && input.payment.method !== 'PAID'
        ? { 'ram:DueDateDateTime': dateTime(input.payment.dueDate) }
        : {}),
    },
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
      'ram:LineTotalAmount': amount(totals.netCents),
      'ram:TaxBasisTotalAmount': amount(totals.netCents),
      'ram:TaxTotalAmount': { '@currencyID': input.currency, '#': amount(totals.taxCents) },
      'ram:GrandTotalAmount': amount(totals.grossCents),
      ...(paid ? { 'ram:TotalPrepaidAmount': amount(prepaidCents) } : {}),
      'ram:DuePayableAmount': amount(totals.grossCents - prepaidCents),
    },
    ...(input.kind === 'CANCELLATION'
      ? {
          'ram:InvoiceReferencedDocument': {
            'ram:IssuerAssignedID': input.cancels.number,
            'ram:FormattedIssueDateTime': dateTime(input.cancels.issueDate, 'qdt'),
          },
        }
      : {}),
  };
}

/** The invoice's CII XML (UTF-8), valid under the EN 16931 rules. */
export function invoiceXml(input: InvoiceDocumentInput): string {
  const totals = invoiceTotals(input.positions);
  const format = invoiceFormat(input.language);
  const document = {
    'rsm:CrossIndustryInvoice': {
      ...namespaces,
      'rsm:ExchangedDocumentContext': {
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': en16931Guideline },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': input.number,
        'ram:TypeCode': input.kind === 'INVOICE' ? '380' : '381',
        'ram:IssueDateTime': dateTime(input.issueDate),
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': lineItems(input, totals, format),
        'ram:ApplicableHeaderTradeAgreement': {
          ...(input.buyer.buyerReference
            ? { 'ram:BuyerReference': input.buyer.buyerReference }
            : {}),
          'ram:SellerTradeParty': sellerParty(input.seller, input.language),
          'ram:BuyerTradeParty': buyerParty(input),
          'ram:SellerOrderReferencedDocument': { 'ram:IssuerAssignedID': input.orderNumber },
        },
        'ram:ApplicableHeaderTradeDelivery': {},
        'ram:ApplicableHeaderTradeSettlement': settlement(input, totals, format),
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, document).end({ prettyPrint: true });
}
