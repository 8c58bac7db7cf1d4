import { sql } from 'drizzle-orm';
import type { Seller } from '@kursmarkt/schemas';
import { queryRows, type Transaction } from '../db/client.ts';
import { invoiceCounters, invoices, orderCancellationTokens } from '../db/schema.ts';

/**
 * Takes the seller's next invoice number of `today`'s year, `<prefix>-<year>-<n>`, for an invoice
 * or a cancellation invoice. The counter row of the seller and year stays locked until the
 * commit, so the numbers of committed transactions follow one another, and a rollback returns
 * its number.
 */
export async function nextInvoiceNumber(tx: Transaction, seller: Seller, today: string) {
  const year = Number(today.slice(0, 4));
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ sellerId: seller.id, year, nextNumber: 2 })
    .onConflictDoUpdate({
      target: [invoiceCounters.sellerId, invoiceCounters.year],
      set: { nextNumber: sql`${invoiceCounters.nextNumber} + 1` },
    })
    .returning({ next: invoiceCounters.nextNumber });
  return `${seller.invoicePrefix}-${year}-${counter!.next - 1}`;
}

/**
 * Takes the seller's next invoice number (as `nextInvoiceNumber`) and writes the order's invoice
 * with it and the order's cancellation token (its hash, orders/cancellation-link.ts), in one
 * statement; answers the invoice's id and number.
 */
export async function issueOrderInvoice(
  tx: Transaction,
  seller: Seller,
  today: string,
  invoice: { orderId: string; issuedAt: Date; totalCents: number; cancellationTokenHash: Buffer },
) {
  const year = Number(today.slice(0, 4));
  const [issued] = await queryRows<{ id: string; number: string }>(
    tx,
    sql`with counter as (
        insert into ${invoiceCounters} (seller_id, year, next_number)
        values (${seller.id}, ${year}, 2)
        on conflict (seller_id, year)
        do update set next_number = ${invoiceCounters}.next_number + 1
        returning next_number
      ), token as (
        insert into ${orderCancellationTokens} (order_id, token_hash, created_at)
        values (${invoice.orderId}, ${invoice.cancellationTokenHash}, ${invoice.issuedAt.toISOString()})
      )
      insert into ${invoices} (seller_id, number, kind, order_id, issued_at, total_cents)
      select ${seller.id}::text, ${`${seller.invoicePrefix}-${year}-`}::text || (next_number - 1),
        'INVOICE'::invoice_kind, ${invoice.orderId}::uuid,
        ${invoice.issuedAt.toISOString()}::timestamptz, ${invoice.totalCents}::integer
      from counter
      returning id, number`,
  );
  return issued!;
}
