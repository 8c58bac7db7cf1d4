/**
 * The signed-in customer's invoices ("Rechnungen", contract invoice.ts): every invoice of their
 * orders on the domain in one list, the newest first, in one SQL statement. The kind and status
 * come from the order and its cancellations (docs/decisions/0054-the-customers-invoices.md):
 * - a fee's invoice is the one a cancellation names as `fee_invoice_id`; any other invoice of
 *   kind INVOICE is the order's own;
 * - an invoice or a fee's invoice is paid once its order was: its status is PAID now, or it was
 *   once (a paid order that was cancelled since), which the order's status changes record; an
 *   invoice of 0 leaves nothing to pay;
 * - an order's invoice is credited once its cancellation invoices credit its whole total;
 * - a cancellation invoice follows its refund: due (OPEN), refunded (PAID), or none, when its
 *   amount is set off against what was to be paid (CREDITED).
 */
import { sql } from 'drizzle-orm';
import type {
  BookingDocumentKind,
  CustomerInvoice,
  CustomerInvoiceStatus,
} from '@kursmarkt/schemas';
import { queryRows, type Db } from '../db/client.ts';

type Row = {
  id: string;
  number: string;
  kind: BookingDocumentKind;
  issued_on: string;
  total_cents: number;
  status: CustomerInvoiceStatus;
  order_number: string;
  cancels: string | null;
};

/** The invoices of `customerId`'s orders on `domain` (issued in `year` when given). */
export async function customerInvoices(
  db: Db,
  { customerId, domain, year }: { customerId: string; domain: string; year?: number },
): Promise<CustomerInvoice[]> {
  const issuedOn = sql`(i.issued_at at time zone 'Europe/Berlin')::date`;
  const inYear =
    year === undefined
      ? sql`true`
      : sql`${issuedOn} >= make_date(${year}, 1, 1) and ${issuedOn} < make_date(${year} + 1, 1, 1)`;
  const rows = await queryRows<Row>(
    db,
    sql`select i.id, i.number, ${issuedOn}::text as issued_on, i.total_cents,
      o.order_number, original.number as cancels,
      case
        when i.kind = 'CANCELLATION' then 'CANCELLATION'
        when fee.id is not null then 'FEE'
        else 'INVOICE'
      end as kind,
      case
        when i.kind = 'CANCELLATION' then
          case credit.refund_status when 'DUE' then 'OPEN' when 'REFUNDED' then 'PAID'
            else 'CREDITED' end
        when fee.id is null and credited.cents >= i.total_cents then 'CREDITED'
        when i.total_cents = 0 or o.status = 'PAID' or exists (
          select 1 from order_status_changes s where s.order_id = o.id and s.to_status = 'PAID'
        ) then 'PAID'
        else 'OPEN'
      end as status
    from invoices i
    join orders o on o.id = i.order_id
    left join invoices original on original.id = i.refers_to
    left join order_cancellations credit on credit.invoice_id = i.id
    left join order_cancellations fee on fee.fee_invoice_id = i.id
    left join lateral (
      select sum(c.total_cents) as cents from invoices c
      where c.refers_to = i.id and c.kind = 'CANCELLATION'
    ) credited on true
    where o.customer_id = ${customerId} and o.domain = ${domain} and o.status <> 'HELD'
      and ${inYear}
    order by i.issued_at desc, length(i.number) desc, i.number desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    issuedOn: row.issued_on,
    totalCents: Number(row.total_cents),
    status: row.status,
    orderNumber: row.order_number,
    cancels: row.cancels,
  }));
}
