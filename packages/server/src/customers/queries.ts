/** The customer record's reads and writes, shaped as `Customer` of the contract. */
import { eq } from 'drizzle-orm';
import type { Customer } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';

const customerColumns = {
  id: customers.id,
  email: customers.email,
  name: customers.name,
  lastname: customers.lastname,
  street: customers.street,
  city: customers.city,
  zipCode: customers.zipCode,
  country: customers.country,
  company: customers.company,
  vatId: customers.vatId,
  buyerReference: customers.buyerReference,
};

/** The customer's record; undefined when there is none. */
export async function loadCustomer(db: Db, customerId: string) {
  const [customer] = await db
    .select(customerColumns)
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer as Customer | undefined;
}

/** Changes the customer's name, address and business details `now`; undefined when there is no record. */
export async function updateCustomer(
  db: Db,
  customerId: string,
  change: Omit<Customer, 'id' | 'email'>,
  now: Date,
) {
  const [customer] = await db
    .update(customers)
    .set({ ...change, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning(customerColumns);
  return customer as Customer | undefined;
}
