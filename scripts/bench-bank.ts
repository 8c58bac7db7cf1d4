/**
 * The bank statement import at scale (ADR 0073): for 1,000 and then 10,000 open orders on
 * invoice, a CAMT.053 statement with one credit naming each order's invoice number is generated
 * and imported (read, matched, each row booked in its own transaction with its audit entry and the
 * order's change to PAID), each on a fresh database: PostgreSQL from BENCH_DATABASE_URL (a
 * database `kursmarkt_bench_bank` created and dropped on that server), else PGlite in memory.
 * Prints the time of each import, per row, and the ratio of the two (target: at most 12 times
 * for ten times the rows: the import stays linear).
 *
 *   npm run bench:bank
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:bank
 *   npm run bench:bank -- --small 500 --large 5000
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { importStatement } from '../packages/server/src/back-office/bank-payments.ts';
import { createDatabase, type Database } from '../packages/server/src/db/client.ts';
import { migrateDatabase } from '../packages/server/src/db/migrate.ts';

const { values } = parseArgs({
  options: {
    small: { type: 'string', default: '1000' },
    large: { type: 'string', default: '10000' },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL;
const benchDatabase = 'kursmarkt_bench_bank';
const operator = {
  email: 'bench@kursmarkt.test',
  name: 'Bench',
  role: 'OPERATOR' as const,
  organizerId: null,
  operatorSessionId: null,
};

/** A fresh migrated database: on the server at BENCH_DATABASE_URL, else PGlite in memory. */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = await createDatabase();
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${benchDatabase}`);
  await admin.query(`create database ${benchDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${benchDatabase}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 5 });
  await migrateDatabase(database);
  return {
    database,
    async drop() {
      await database.close();
      await admin.query(`drop database if exists ${benchDatabase}`);
      await admin.end();
    },
  };
}

/** Runs a statement of this script's own. */
async function run(database: Database, text: string) {
  if (database.dialect === 'pglite') await database.client.exec(text);
  else await database.client.query(text);
}

/** `count` open orders on invoice of 119.00 € each, invoices `BK-2027-1` … */
async function openOrders(database: Database, count: number) {
  await run(
    database,
    `
    insert into orders (order_number, domain, seller_id, cart_id, guest_token_hash,
      guest_expires_at, language, status, payment_method, due_date, customer_kind, billing_name,
      billing_lastname, billing_company, billing_street, billing_zip, billing_city,
      billing_country, billing_email, billing_phone, vat_id, buyer_reference, total_cents,
      net_cents, tax_cents, credits_used, early_start_consent, terms_accepted_at, placed_at)
    select 'BK-ORDER-' || n, 'lawyer', 'bench', gen_random_uuid(), '\\x00'::bytea, now(), 'de',
      'PLACED', 'INVOICE', current_date + 14, 'CONSUMER', 'Kunde', 'Nummer' || n, '', 'Ring 1',
      '50667', 'Köln', 'DEU', 'kunde' || n || '@example.com', '', '', '', 11900, 10000, 1900, 0,
      false, now(), now()
    from generate_series(1, ${Number(count)}) as n`,
  );
  await run(
    database,
    `
    insert into invoices (seller_id, number, kind, order_id, issued_at, total_cents)
    select 'bench', 'BK-2027-' || substring(order_number from 10), 'INVOICE', id, now(), 11900
    from orders where seller_id = 'bench'`,
  );
}

/** A CAMT.053 statement with one credit of 119.00 € naming each invoice. */
function statement(count: number) {
  const entries = Array.from(
    { length: count },
    (_, index) => `<Ntry><Amt Ccy="EUR">119.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<BookgDt><Dt>2027-04-02</Dt></BookgDt><AcctSvcrRef>BANK-${index + 1}</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Kanzlei Nummer${index + 1}</Nm></Dbtr></RltdPties>
<RmtInf><Ustrd>Rechnung BK-2027-${index + 1} vielen Dank</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

async function measure(count: number) {
  const { database, drop } = await freshDatabase();
  try {
    await openOrders(database, count);
    const content = statement(count);
    const started = performance.now();
    const result = await importStatement(database.db, operator, content, undefined, new Date());
    const ms = performance.now() - started;
    if (result.booked !== count) throw new Error(`booked ${result.booked} of ${count}`);
    console.log(
      `${count} rows: ${(ms / 1000).toFixed(2)} s, ${(ms / count).toFixed(2)} ms per row, all booked`,
    );
    return ms;
  } finally {
    await drop();
  }
}

const small = await measure(Number(values.small));
const large = await measure(Number(values.large));
const ratio = large / small;
console.log(
  `ratio ${ratio.toFixed(1)}× for ${Number(values.large) / Number(values.small)}× the rows (target ≤ 12×) on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`,
);
