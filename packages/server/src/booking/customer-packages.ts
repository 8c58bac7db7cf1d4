/**
 * The customer's credit packages as their Guthaben page shows them (docs/booking.md, package
 * credits; decision 0055): each with its credits bought and left and its last day, and for one
 * package every change of its credits with the booking that made it. Each call is one SQL
 * statement; only the caller's own packages on the request's domain are read, so another customer's id
 * finds nothing.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  CustomerPackage,
  CustomerPackageDetail,
  Locale,
  SearchType,
} from '@kursmarkt/schemas';
import { packageExpired, packageExpiresOn } from '@kursmarkt/schemas/rules';
import { queryRows, type Db } from '../db/client.ts';

type Row = {
  id: string;
  package_id: number;
  name: string;
  educational_type: SearchType;
  organizer_id: number;
  organizer_name: string;
  credit_value: number;
  remaining_credits: number;
  purchased_at: Date | string;
  purchase_day: string;
  scope_ids: number[];
};

type DetailRow = Row & {
  scopes: { id: number; name: string }[];
  ledger: {
    id: number;
    delta: number;
    reason: CustomerPackageDetail['ledger'][number]['reason'];
    created_at: string;
    order_id: string | null;
    order_number: string | null;
    position_name: string | null;
    start_date: string | null;
  }[];
};

/** Whose packages: the signed-in customer's on the request's domain. */
interface PackageOwner {
  customerId: string;
  domain: string;
}

/** Which of the customer's packages to list: of one organizer, type, or with one of the scopes. */
interface PackageFilter {
  organizerId?: number | undefined;
  type?: SearchType | undefined;
  scope?: number[] | undefined;
}

/** What was bought is the ledger's purchase; what is left, the sum of every change. */
const packageColumns = sql`cp.id, p.id as package_id, p.name, p.educational_type,
  o.id as organizer_id, o.name as organizer_name,
  credits.bought as credit_value, credits.left_over as remaining_credits,
  cp.created_at as purchased_at,
  to_char(cp.created_at at time zone 'Europe/Berlin', 'YYYY-MM-DD') as purchase_day,
  array(select ps.scope_id from package_scopes ps where ps.package_id = p.id
    order by ps.scope_id) as scope_ids`;

/**
 * A customer's packages on a domain: those its orders bought there, and those given otherwise
 * (without an order) on the domain the customer first signed in through.
 */
const packageSource = (customerId: string, domain: string) => sql`customer_packages cp
  join customers c on c.id = cp.customer_id
  left join order_positions bought on bought.id = cp.order_position_id
  left join orders bought_order on bought_order.id = bought.order_id
  join packages p on p.id = cp.package_id
  join organizers o on o.id = p.organizer_id
  cross join lateral (
    select coalesce(sum(l.delta) filter (where l.reason = 'PURCHASE'), 0)::float8 as bought,
      coalesce(sum(l.delta), 0)::float8 as left_over
    from credit_ledger l where l.customer_package_id = cp.id) credits
  where cp.customer_id = ${customerId}
    and coalesce(bought_order.domain, c.domain) = ${domain}`;

function packageOf(row: Row, today: string): CustomerPackage {
  const expiresOn = packageExpiresOn(row.purchase_day);
  return {
    id: row.id,
    packageId: row.package_id,
    name: row.name,
    type: row.educational_type,
    organizerId: row.organizer_id,
    organizer: row.organizer_name,
    scopeIds: row.scope_ids,
    creditValue: Number(row.credit_value),
    remainingCredits: Number(row.remaining_credits),
    purchasedAt: new Date(row.purchased_at).toISOString(),
    expiresOn,
    expired: packageExpired(expiresOn, today),
  };
}

/** The customer's packages that pass `filter`, oldest purchase first. */
export async function listCustomerPackages(
  db: Db,
  owner: PackageOwner,
  filter: PackageFilter,
  today: string,
): Promise<CustomerPackage[]> {
  const conditions: SQL[] = [];
  if (filter.organizerId !== undefined)
    conditions.push(sql`p.organizer_id = ${filter.organizerId}`);
  if (filter.type !== undefined) conditions.push(sql`p.educational_type = ${filter.type}`);
  if (filter.scope !== undefined) {
    const ids = sql.join(
      filter.scope.map((scopeId) => sql`${scopeId}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from package_scopes ps where ps.package_id = p.id and ps.scope_id in (${ids}))`,
    );
  }
  const rows = await queryRows<Row>(
    db,
    sql`select ${packageColumns} from ${packageSource(owner.customerId, owner.domain)}
      ${sql.join(conditions.map((condition) => sql` and ${condition}`))}
      order by cp.created_at, cp.id`,
  );
  return rows.map((row) => packageOf(row, today));
}

/**
 * One of the customer's packages with its scopes' names and its ledger, oldest change first;
 * each change of a booking names its order and the position's name and first day as ordered.
 * Null when the customer owns no package of that id.
 */
export async function findCustomerPackage(
  db: Db,
  owner: PackageOwner,
  id: string,
  context: { language: Locale; today: string },
): Promise<CustomerPackageDetail | null> {
  const scopeName = context.language === 'en' ? sql`s.name_en` : sql`s.name_de`;
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${packageColumns},
        coalesce((select json_agg(json_build_object('id', s.id, 'name', ${scopeName}) order by s.id)
          from package_scopes ps join scopes s on s.id = ps.scope_id
          where ps.package_id = p.id), '[]'::json) as scopes,
        coalesce((select json_agg(json_build_object(
            'id', l.id, 'delta', l.delta, 'reason', l.reason, 'created_at', l.created_at,
            'order_id', ord.id, 'order_number', ord.order_number,
            'position_name', op.name, 'start_date', op.start_date)
            order by l.created_at, l.id)
          from credit_ledger l
          left join order_positions op on op.id = l.order_position_id
          left join orders ord on ord.id = op.order_id
          where l.customer_package_id = cp.id), '[]'::json) as ledger
      from ${packageSource(owner.customerId, owner.domain)} and cp.id = ${id}`,
  );
  if (!row) return null;
  return {
    ...packageOf(row, context.today),
    scopes: row.scopes,
    ledger: row.ledger.map((entry) => ({
      id: Number(entry.id),
      delta: Number(entry.delta),
      reason: entry.reason,
      createdAt: new Date(entry.created_at).toISOString(),
      booking:
        entry.order_id !== null && entry.order_number !== null && entry.position_name !== null
          ? {
              orderId: entry.order_id,
              orderNumber: entry.order_number,
              name: entry.position_name,
              startDate: entry.start_date,
            }
          : null,
    })),
  };
}
