/**
 * The back office's order search on PostgreSQL (docs/decisions/0075): 100,000 orders generated
 * straight into a fresh database at TEST_DATABASE_URL (SQL generate_series, one position each,
 * half of them the searched organizer's), then `--clients` callers (default 50) search them
 * through the API (`GET /api/backoffice/organizers/:id/orders`, the staff member's token, the
 * right's check, the search and its answer) and the same SQL sent directly; prints both p95 and
 * their ratio (target: at most 2).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:orders
 */
import { parseArgs } from 'node:util';
import {
  aprilDates,
  openCartTestApp,
  orderOnInvoice,
  newCustomer,
} from '../packages/server/src/booking/test-support.ts';
import { grantRights, newStaff } from '../packages/server/src/back-office/test-support.ts';
import { orderPageQuery } from '../packages/server/src/back-office/orders.ts';
import { load, summary } from './load-timing.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '50' },
    searches: { type: 'string', default: '1000' },
  },
});
const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('bench:orders needs TEST_DATABASE_URL (a PostgreSQL server).');
  process.exit(1);
}

const t = await openCartTestApp({ name: 'PostgreSQL', dialect: 'postgres', url }, { poolSize: 20 });
try {
  const db = t.database.database.db;
  const { eins } = t.ids.organizers;
  const template = await orderOnInvoice(t, newCustomer('Vorlage'), [aprilDates(t).online]);
  const count = Number(values.orders);
  const started = performance.now();
  // Each generated order copies the template's columns with its own id, number, names and time;
  // its one position copies the template's, every second one moved to the other organizer.
  await db.execute(`
    insert into orders (id, order_number, domain, seller_id, cart_id, customer_id, language, status,
      payment_method, due_date, customer_kind, billing_name, billing_lastname, billing_company,
      billing_street, billing_zip, billing_city, billing_country, billing_email, billing_phone,
      vat_id, buyer_reference, total_cents, net_cents, tax_cents, credits_used, early_start_consent,
      terms_accepted_at, placed_at)
    select gen_random_uuid(), 'KM-B' || lpad(n::text, 7, '0'), o.domain, o.seller_id,
      gen_random_uuid(), o.customer_id, o.language, o.status, o.payment_method, o.due_date,
      o.customer_kind, (array['Anna','Bernd','Carla','Dieter','Erika'])[1 + n % 5],
      'Kunde' || n, '', o.billing_street, o.billing_zip, o.billing_city, o.billing_country,
      'kunde' || n || '@example.com', '', '', '', o.total_cents, o.net_cents, o.tax_cents,
      o.credits_used, o.early_start_consent, o.terms_accepted_at,
      o.placed_at - n * interval '1 minute'
    from orders o, generate_series(1, ${count}) n where o.id = '${template.id}'`);
  await db.execute(`
    insert into order_positions (order_id, position, course_id, schedule_id, price_level_id, name,
      organizer_id, organizer_name, course_type, scopes, start_date, end_date, price_cents,
      discount_cents, paid_cents, net_cents, vat_category, vat_rate_bp, package_included, credits,
      ticket_code)
    select o.id, 1, p.course_id, p.schedule_id, p.price_level_id, p.name,
      case when right(o.order_number, 1)::int % 2 = 0 then p.organizer_id else ${t.ids.organizers.zwei} end,
      p.organizer_name, p.course_type, p.scopes, p.start_date, p.end_date, p.price_cents,
      p.discount_cents, p.paid_cents, p.net_cents, p.vat_category, p.vat_rate_bp,
      p.package_included, p.credits, replace(gen_random_uuid()::text, '-', '')
    from orders o, order_positions p
    where o.order_number like 'KM-B%' and p.order_id = '${template.id}'`);
  await db.execute(`analyze`);
  console.log(
    `  ${count} orders generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const staff = newStaff('Bench');
  await grantRights(t, staff, eins, { orders: 'VIEW' });
  const terms = ['Kunde4711', 'Dietr', 'kunde123@example.com', 'KM-B0004242', 'Erka'];
  const queryOf = (i: number) => ({ q: terms[i % terms.length]!, limit: 25 });
  const total = Number(values.searches);
  const clients = Number(values.clients);
  await load(50, clients, (i) => search(i));
  async function search(i: number) {
    const query = queryOf(i);
    const response = await t.call(
      'GET',
      `/api/backoffice/organizers/${eins}/orders?q=${encodeURIComponent(query.q)}&limit=25`,
      { person: staff },
    );
    if (response.statusCode !== 200) throw new Error(response.payload);
  }
  // The search's page query as the API sends it (without the page's positions, a second query).
  const direct = (i: number) => orderPageQuery(db, eins, queryOf(i));
  console.log(`  ${total} searches by ${clients} callers:`);
  const api = summary('through the API', await load(total, clients, search), 18);
  const sqlOnly = summary('the SQL directly', await load(total, clients, direct), 18);
  console.log(`  ratio of the p95: ${(api / sqlOnly).toFixed(2)}`);
} finally {
  await t.close();
}
