/**
 * Reading a bank statement (ADR 0073): a CAMT.053 file (ISO 20022 XML, any version of
 * `BkToCstmrStmt`) or a German bank's CSV export. Only credits are kept; each row is keyed so
 * that the same statement imported twice is known as such. A file that cannot be read is refused
 * as a whole with the line (and element or column) that failed: nothing of it is booked.
 *
 * The CSV export: semicolon-separated, a header line naming the columns (case and order do not
 * matter, further columns are ignored) `Buchungstag` (dd.mm.yyyy or yyyy-mm-dd), `Valuta`,
 * `Auftraggeber/Empfänger` (also `Auftraggeber` or `Name`), `Verwendungszweck` and `Betrag`
 * (German decimals `1.234,56`, negative for a debit); an optional `Bankreferenz` keys the row.
 */
import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../errors.ts';

/** A credit on the seller's account as the statement shows it. */
export interface StatementRow {
  /** The line of the file it starts on. */
  line: number;
  /** The bank's reference, or a hash of the row and its place among equal rows of the file. */
  key: string;
  bookedOn: string;
  amountCents: number;
  counterparty: string;
  purpose: string;
}

/** Refuses the file: 422 with the line and the element or column that failed. */
const refuse = (line: number, element: string, message: string): never => {
  throw new AppError('VALIDATION_FAILED', `Line ${line} (${element}): ${message}`, [
    { path: `body.content.lines.${line}.${element}`, code: 'INVALID_FORMAT', message },
  ]);
};

/** Cents of a decimal amount with `separator` before the cents (`12.50`, `1.234,56`). */
function centsOf(text: string, separator: '.' | ','): number | undefined {
  const grouping = separator === ',' ? /\./g : /,/g;
  const plain = text.trim().replace(grouping, '').replace(separator, '.');
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** `yyyy-mm-dd` of `dd.mm.yyyy` or `yyyy-mm-dd` (the date part of a date-time too). */
function dayOf(text: string): string | undefined {
  const german = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  const [year, month, day] = german
    ? [german[3], german[2], german[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : [];
  if (!year) return undefined;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)
    ? undefined
    : `${year}-${month}-${day}`;
}

/** Keys rows without a bank reference by their content and their place among equal rows. */
function keyed(rows: (Omit<StatementRow, 'key'> & { reference: string | null })[]) {
  const seen = new Map<string, number>();
  return rows.map(({ reference, ...row }): StatementRow => {
    if (reference) return { ...row, key: `ref:${reference}` };
    const content = [row.bookedOn, row.amountCents, row.counterparty, row.purpose].join('\u001f');
    const index = (seen.get(content) ?? 0) + 1;
    seen.set(content, index);
    const hash = createHash('sha256').update(`${content}\u001f${index}`).digest('hex');
    return { ...row, key: `hash:${hash}` };
  });
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

type XmlNode = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as XmlNode)[name] : undefined;
const path = (node: unknown, ...names: string[]) =>
  names.reduce<unknown>((found, name) => child(list(found)[0], name), node);
const textOf = (node: unknown): string => {
  const value = list(node)[0];
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return textOf((value as XmlNode)['#text']);
  return String(value).trim();
};

/** The lines on which each `<Ntry>` element starts, in the order of the file. */
function entryLines(content: string) {
  const lines: number[] = [];
  let line = 1;
  let last = 0;
  for (const match of content.matchAll(/<(?:\w+:)?Ntry[\s>]/g)) {
    for (let at = last; at < match.index; at += 1) if (content.charCodeAt(at) === 10) line += 1;
    last = match.index;
    lines.push(line);
  }
  return lines;
}

function readCamt(content: string): StatementRow[] {
  const valid = XMLValidator.validate(content);
  if (valid !== true) refuse(valid.err.line, 'XML', valid.err.msg);
  const document = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
  }).parse(content) as XmlNode;
  const statements = path(document, 'Document', 'BkToCstmrStmt');
  if (!statements) refuse(1, 'Document/BkToCstmrStmt', 'not a CAMT.053 statement');
  const lines = entryLines(content);
  let index = 0;
  const rows = list(child(statements, 'Stmt')).flatMap((statement) =>
    list(child(statement, 'Ntry')).flatMap((entry) => {
      const line = lines[index++] ?? 1;
      const amount = child(entry, 'Amt');
      const cents = centsOf(textOf(amount), '.');
      if (cents === undefined || cents <= 0) refuse(line, 'Ntry/Amt', 'no positive amount');
      const currency = typeof amount === 'object' ? (amount as XmlNode)['@Ccy'] : undefined;
      if (currency !== undefined && currency !== 'EUR') {
        refuse(line, 'Ntry/Amt', `currency ${String(currency)} is not EUR`);
      }
      const direction = textOf(child(entry, 'CdtDbtInd'));
      if (direction !== 'CRDT' && direction !== 'DBIT') {
        refuse(line, 'Ntry/CdtDbtInd', 'neither CRDT nor DBIT');
      }
      const bookedOn =
        dayOf(textOf(path(entry, 'BookgDt', 'Dt')) || textOf(path(entry, 'BookgDt', 'DtTm'))) ??
        refuse(line, 'Ntry/BookgDt', 'no booking date');
      if (direction === 'DBIT') return [];
      const details = path(entry, 'NtryDtls', 'TxDtls');
      const parties = child(list(details)[0], 'RltdPties');
      const debtor = child(parties, 'Dbtr');
      const counterparty = textOf(child(debtor, 'Nm')) || textOf(path(debtor, 'Pty', 'Nm'));
      const purpose = list(details)
        .flatMap((detail) => list(path(detail, 'RmtInf', 'Ustrd')).map(textOf))
        .join(' ')
        .trim();
      const reference =
        textOf(child(entry, 'AcctSvcrRef')) ||
        textOf(path(list(details)[0], 'Refs', 'AcctSvcrRef')) ||
        null;
      return [{ line, bookedOn, amountCents: cents!, counterparty, purpose, reference }];
    }),
  );
  return keyed(rows);
}

const csvColumns = {
  bookedOn: ['buchungstag'],
  valuta: ['valuta', 'wertstellung'],
  counterparty: ['auftraggeber/empfänger', 'auftraggeber / empfänger', 'auftraggeber', 'name'],
  purpose: ['verwendungszweck'],
  amount: ['betrag', 'betrag (eur)'],
  reference: ['bankreferenz'],
} as const;

function readCsv(content: string): StatementRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(content.replace(/^\uFEFF/, ''), {
      delimiter: ';',
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return refuse(line, 'CSV', error instanceof Error ? error.message : 'unreadable');
  }
  const [header, ...body] = records;
  if (!header) return refuse(1, 'CSV', 'the file is empty');
  const names = header.record.map((name) => name.toLowerCase());
  const column = (key: keyof typeof csvColumns, required: boolean) => {
    const at = names.findIndex((name) => (csvColumns[key] as readonly string[]).includes(name));
    if (at < 0 && required) refuse(header.info.lines, key, `no column ${csvColumns[key][0]}`);
    return at;
  };
  const at = {
    bookedOn: column('bookedOn', true),
    counterparty: column('counterparty', true),
    purpose: column('purpose', true),
    amount: column('amount', true),
    reference: column('reference', false),
  };
  const rows = body.flatMap(({ record, info }) => {
    const line = info.lines;
    const cell = (index: number) => (index < 0 ? '' : (record[index] ?? ''));
    const cents = centsOf(cell(at.amount), ',') ?? refuse(line, 'Betrag', 'not an amount');
    const bookedOn = dayOf(cell(at.bookedOn)) ?? refuse(line, 'Buchungstag', 'not a date');
    if (cents <= 0) return [];
    return [
      {
        line,
        bookedOn,
        amountCents: cents,
        counterparty: cell(at.counterparty),
        purpose: cell(at.purpose),
        reference: cell(at.reference) || null,
      },
    ];
  });
  return keyed(rows);
}

/** The credits of a statement, CAMT.053 XML or CSV by its first character; 422 when unreadable. */
export function readStatement(content: string): StatementRow[] {
  return content.trimStart().startsWith('<') ? readCamt(content) : readCsv(content);
}
