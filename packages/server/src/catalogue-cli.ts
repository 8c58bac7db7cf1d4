/**
 * The catalogue commands:
 *   npm run catalogue:import -- <file.json> [--dry-run]
 *   npm run catalogue:generate -- [--courses 100000] [--out file.json]
 * Both use the server's database settings (DATABASE_URL, or PGlite in DATA_DIR), migrate it and
 * make sure the demo seed (scopes, cities, organizers) is there first.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { formatIssue } from '@kursmarkt/schemas';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { normalizeReferenceDate, seedDatabase } from './seed/index.ts';
import { readEnv } from './env.ts';
import { generateCatalogue } from './seed/generate.ts';
import { sql } from 'drizzle-orm';
import { importCatalogue, type ImportProgress } from './catalogue-import/import.ts';

/** A progress line: rewritten in place on a terminal, every tenth otherwise. */
function progressPrinter(label: string) {
  let lastTenth = -1;
  return ({ done, total }: ImportProgress) => {
    const percent = Math.floor((done / total) * 100);
    if (process.stderr.isTTY) {
      process.stderr.write(
        `\r${label}: ${done.toLocaleString('de-DE')} / ${total.toLocaleString('de-DE')} (${percent} %)`,
      );
      if (done === total) process.stderr.write('\n');
    } else if (Math.floor(percent / 10) !== lastTenth) {
      lastTenth = Math.floor(percent / 10);
      console.error(`${label}: ${done} / ${total} (${percent} %)`);
    }
  };
}

async function main(command: string | undefined, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      courses: { type: 'string', default: '100000' },
      out: { type: 'string' },
    },
  });
  const { env, problems } = readEnv();
  if (!env) {
    console.error(problems.join('\n'));
    return 1;
  }

  let catalogue: unknown;
  let label: string;
  if (command === 'import') {
    const file = positionals[0];
    if (!file) {
      console.error('usage: npm run catalogue:import -- <file.json> [--dry-run]');
      return 2;
    }
    try {
      catalogue = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      console.error(`${file}: ${(error as Error).message}`);
      return 1;
    }
    label = `importing ${file}`;
  } else if (command === 'generate') {
    const count = Number(values.courses);
    if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
      console.error('--courses: must be a whole number from 1 to 1000000');
      return 2;
    }
    const started = Date.now();
    catalogue = generateCatalogue({
      courses: count,
      referenceDate: normalizeReferenceDate(),
      prefix: `gen${started.toString(36)}`,
    });
    if (values.out) {
      await writeFile(values.out, JSON.stringify(catalogue));
      console.log(`wrote ${count} generated courses to ${values.out}`);
      return 0;
    }
    label = 'generated courses';
  } else {
    console.error(
      'usage: cli.ts import <file.json> [--dry-run] | generate [--courses N] [--out file.json]',
    );
    return 2;
  }

  const database = await createDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const started = Date.now();
    const result = await importCatalogue(database.db, catalogue, {
      dryRun: values['dry-run'],
      onProgress: progressPrinter(label),
    });
    if (!result.ok) {
      console.error(result.issues.map(formatIssue).join('\n'));
      console.error('Nothing was imported.');
      return 1;
    }
    // Fresh statistics and visibility for the search's plans and index-only scans.
    if (!values['dry-run']) await database.db.execute(sql`vacuum analyze`);
    const counts =
      Object.entries(result.counts)
        .filter(([, n]) => n > 0)
        .map(([table, n]) => `${n} ${table}`)
        .join(', ') || 'nothing';
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      values['dry-run']
        ? `checked, would import ${counts}`
        : `imported ${counts} in ${seconds} s (${database.dialect})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv[2], process.argv.slice(3));
