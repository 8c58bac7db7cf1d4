import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { exportParts, notExported, shownColumns } from './export.ts';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const namesCustomer = (column: { name: string }) =>
  column.name === 'customer_id' || column.name.endsWith('_customer_id');

describe("the export of a customer's data", () => {
  it('takes every table with a customer id, or names why it leaves one out', () => {
    const exported = new Set(
      Object.values(exportParts).map((part) => getTableConfig(part.table).name),
    );
    const withCustomer = tables
      .map((table) => getTableConfig(table))
      .filter((config) => config.columns.some(namesCustomer))
      .map((config) => config.name);
    expect(withCustomer.length).toBeGreaterThan(5);
    const forgotten = withCustomer.filter((name) => !exported.has(name) && !(name in notExported));
    expect(forgotten, 'add these tables to exportParts or notExported').toEqual([]);
  });

  it('never shows digests of secrets or where files are kept', () => {
    const shown = (table: PgTable) =>
      Object.values(shownColumns(table)).map((column) => column.name);
    expect(shown(schema.identityUsers)).not.toContain('password_hash');
    expect(shown(schema.identityUsers)).toContain('email');
    expect(shown(schema.orders)).not.toContain('guest_token_hash');
    expect(shown(schema.newsletterSubscriptions)).not.toContain('token_hash');
    expect(shown(schema.uploads)).not.toContain('storage_key');
    expect(shown(schema.invoices)).not.toContain('document_key');
    expect(shown(schema.invoices)).toContain('number');
  });
});
