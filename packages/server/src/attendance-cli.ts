/**
 * The attendance command (docs/decisions/0059-attendance-as-evidence.md):
 *   npm run attendance:import -- --schedule <id> <file.csv>
 * imports an online date's participant report from the meeting tool and prints what it did,
 * then the date's days with their self check-in codes (the door's QR code: /check?day=<code>).
 * It uses the server's database settings (DATABASE_URL, or PGlite in DATA_DIR) and migrates it.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { daysOfSchedule } from './attendance/days.ts';
import { importReport } from './attendance/import.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { readEnv } from './env.ts';
import { AppError } from './errors.ts';

const usage = 'usage: npm run attendance:import -- --schedule <id> <file.csv>';

async function main(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { schedule: { type: 'string' } },
  });
  const scheduleId = Number(values.schedule);
  const file = positionals[0];
  if (!Number.isInteger(scheduleId) || scheduleId <= 0 || !file) {
    console.error(usage);
    return 2;
  }
  const { env, problems } = readEnv();
  if (!env) {
    console.error(problems.join('\n'));
    return 1;
  }
  const csv = await readFile(file, 'utf8');
  const database = await createDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    await migrateDatabase(database);
    const result = await importReport(database.db, scheduleId, csv);
    console.log(
      `imported ${result.imported}, already known ${result.known}, unmatched ${result.unmatched.length}`,
    );
    for (const row of result.unmatched) console.log(`  line ${row.line}: ${row.reason}`);
    for (const day of await daysOfSchedule(database.db, scheduleId)) {
      console.log(`${day.day}  check-in: /check?day=${day.checkInCode}`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(`${error.code}: ${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
