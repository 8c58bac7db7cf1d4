import { sql } from 'drizzle-orm';
import type { Seller } from '@kursmarkt/schemas';
import type { AppTransaction } from '../db/client.ts';
import { invoiceCounters } from '../db/schema.ts';

/**
 * Takes the seller's next invoice number of `today`'s year, `<prefix>-<year>-<n>`, for an invoice
 * or a cancellation invoice. The counter row of the seller and year stays locked until the
 * commit, so the numbers of committed transactions follow one another, and a rollback returns
 * its number.
 */
export async function nextInvoiceNumber(tx: AppTransaction, seller: Seller, today: string) {
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
