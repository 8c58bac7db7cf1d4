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

/**
 * The tables of the customer's: those with a customer column, and those whose foreign keys refer
 * to one of them, however far (the positions of the customer's orders, a participant's presences
 * on them, the questions of their learning checks' attempts).
 */
function customersTables(): string[] {
  const configs = tables.map((table) => getTableConfig(table));
  const found = new Set(
    configs.filter((config) => config.columns.some(namesCustomer)).map((config) => config.name),
  );
  let grown = true;
  while (grown) {
    grown = false;
    for (const config of configs) {
      const refersToFound = config.foreignKeys.some((key) =>
        found.has(getTableConfig(key.reference().foreignTable).name),
      );
      if (!found.has(config.name) && refersToFound) {
        found.add(config.name);
        grown = true;
      }
    }
  }
  return [...found].sort();
}

describe("the export of a customer's data", () => {
  it("takes every table of the customer's, or names why it leaves one out", () => {
    const exported = new Set(
      Object.values(exportParts).map((part) => getTableConfig(part.table).name),
    );
    const customers = customersTables();
    expect(customers).toEqual(
      expect.arrayContaining([
        'orders',
        'attendance_presences',
        'attendance_confirmations',
        'learning_check_attempts',
        'learning_check_attempt_questions',
        'learning_check_attempt_options',
        'evaluations',
        'certificates',
        'specialist_titles',
        'further_training_reminders',
      ]),
    );
    expect(customers).not.toContain('courses');
    const forgotten = customers.filter((name) => !exported.has(name) && !(name in notExported));
    expect(forgotten, 'add these tables to exportParts or notExported').toEqual([]);
  });

  it('leaves out on purpose only tables of the customer’s', () => {
    expect(Object.keys(notExported).filter((name) => !customersTables().includes(name))).toEqual(
      [],
    );
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
