/**
 * What the cart tells the checkout: its billing data (the customer's record until the checkout
 * changes it) with the rules on it, and the payment methods the domain's seller offers for it.
 */
import { addDays, formatISO, parseISO } from 'date-fns';
import { desc, eq } from 'drizzle-orm';
import {
  formatDay,
  isCountryIso,
  suggestedCustomerKind,
  taxNumberRequired,
  validCustomerStatus,
  type Cart,
  type CheckoutCustomer,
  type CustomerKind,
  type Locale,
  type PaymentMethod,
  type PaymentMethodOption,
  type Seller,
} from '@kursmarkt/schemas';
import { customers, orders } from '../db/schema.ts';
import { textsIn } from '../texts.ts';
import type { Db } from '../db/client.ts';
import type { CartContents, CartRow } from './cart-data.ts';
import { paymentMethodMessages } from './messages.ts';

/** The billing columns a cart and an order share. */
type BillingColumns = Pick<
  CartRow,
  | 'billingName'
  | 'billingLastname'
  | 'billingCompany'
  | 'billingStreet'
  | 'billingZip'
  | 'billingCity'
  | 'billingCountry'
  | 'billingEmail'
  | 'billingPhone'
  | 'vatId'
  | 'buyerReference'
> & { customerKind: CustomerKind | null };

const billingColumns = (row: BillingColumns): CheckoutCustomer => ({
  customerKind:
    row.customerKind ?? suggestedCustomerKind({ company: row.billingCompany, vatId: row.vatId }),
  name: row.billingName,
  lastname: row.billingLastname,
  company: row.billingCompany,
  street: row.billingStreet,
  zipCode: row.billingZip,
  city: row.billingCity,
  country: isCountryIso(row.billingCountry) ? row.billingCountry : 'DEU',
  email: row.billingEmail,
  phone: row.billingPhone,
  vatId: row.vatId,
  buyerReference: row.buyerReference,
});

/**
 * The checkout's billing data: the cart's once the checkout gave it; before that, what the
 * customer gave for their last order, or, before their first, their record (name and email from
 * the registration; a business with the firm, VAT id and Leitweg-ID given on "Meine Daten").
 */
export async function checkoutCustomerOf(db: Db, cart: CartRow): Promise<CheckoutCustomer> {
  if (cart.customerKind === null && cart.customerId !== null) {
    const [lastOrder] = await db
      .select({
        customerKind: orders.customerKind,
        billingName: orders.billingName,
        billingLastname: orders.billingLastname,
        billingCompany: orders.billingCompany,
        billingStreet: orders.billingStreet,
        billingZip: orders.billingZip,
        billingCity: orders.billingCity,
        billingCountry: orders.billingCountry,
        billingEmail: orders.billingEmail,
        billingPhone: orders.billingPhone,
        vatId: orders.vatId,
        buyerReference: orders.buyerReference,
      } satisfies Record<keyof BillingColumns, unknown>)
      .from(orders)
      .where(eq(orders.customerId, cart.customerId))
      .orderBy(desc(orders.placedAt))
      .limit(1);
    if (lastOrder) return billingColumns(lastOrder);
    const [record] = await db.select().from(customers).where(eq(customers.id, cart.customerId));
    if (record) {
      return {
        customerKind: record.company === '' ? 'CONSUMER' : 'BUSINESS',
        name: record.name,
        lastname: record.lastname,
        company: record.company,
        street: record.street,
        zipCode: record.zipCode,
        city: record.city,
        country: isCountryIso(record.country) ? record.country : 'DEU',
        email: record.email,
        phone: '',
        vatId: record.vatId,
        buyerReference: record.buyerReference,
      };
    }
  }
  return billingColumns(cart);
}

/** The cart validation's verdict on the billing data (docs/booking.md, customer status). */
export function customerStatusOf(customer: CheckoutCustomer, seller: Seller) {
  return {
    validCustomerStatus: validCustomerStatus(customer),
    taxNumberRequired: taxNumberRequired(customer, seller.country),
  };
}

const dayAfter = (day: string, days: number) =>
  formatISO(addDays(parseISO(day), days), { representation: 'date' });

/**
 * The last day to pay by prepayment for an order placed today: `prepaymentDays` after today,
 * and never later than the day before the first dated course starts; null when that day has
 * passed (a course starts today or tomorrow), so prepayment cannot be offered.
 */
export function prepaymentDeadline(
  seller: Seller,
  today: string,
  contents: Pick<CartContents, 'lines'>,
): string | null {
  let deadline = dayAfter(today, seller.prepaymentDays);
  for (const line of contents.lines) {
    if (line.kind !== 'course' || line.courseType === 'SELF') continue;
    const dayBefore = dayAfter(line.startDate, -1);
    if (dayBefore < deadline) deadline = dayBefore;
  }
  return deadline < today ? null : deadline;
}

/**
 * The payment methods of the seller for this cart, in the seller's order: none when nothing is
 * to be paid, no prepayment when its deadline would fall before today, and card or direct debit
 * only when the server's payment provider collects them (`providerMethods`).
 */
export function paymentMethodsFor(
  seller: Seller,
  cart: Pick<Cart, 'sumValue'>,
  contents: Pick<CartContents, 'lines'>,
  today: string,
  language: Locale,
  providerMethods: readonly PaymentMethod[],
): PaymentMethodOption[] {
  if (cart.sumValue === 0) return [];
  const deadline = prepaymentDeadline(seller, today, contents);
  const { formatMessage } = textsIn(language);
  return seller.paymentMethods.flatMap((method): PaymentMethodOption[] => {
    if (method === 'INVOICE') {
      return [
        {
          method,
          name: formatMessage(paymentMethodMessages.invoiceName),
          description: formatMessage(paymentMethodMessages.invoiceDescription, {
            days: seller.paymentTermDays,
          }),
        },
      ];
    }
    if (method === 'CARD' || method === 'SEPA_DEBIT') {
      if (!providerMethods.includes(method)) return [];
      const [name, description] =
        method === 'CARD'
          ? [paymentMethodMessages.cardName, paymentMethodMessages.cardDescription]
          : [paymentMethodMessages.sepaDebitName, paymentMethodMessages.sepaDebitDescription];
      return [{ method, name: formatMessage(name), description: formatMessage(description) }];
    }
    if (deadline === null) return [];
    return [
      {
        method,
        name: formatMessage(paymentMethodMessages.prepaymentName),
        description: formatMessage(paymentMethodMessages.prepaymentDescription, {
          deadline: formatDay(deadline, language),
        }),
      },
    ];
  });
}
