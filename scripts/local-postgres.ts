/**
 * A PostgreSQL server on this machine, seen from a benchmark (Linux only, through /proc): the
 * processor time its processes take, and pinning them to processors of their own.
 *
 * On a machine where the benchmark's callers, the API and PostgreSQL share the processors, what
 * a search costs in all, and so the latency any number of clients can get, is the processor
 * time of both sides; node reports only its own. And in production the database runs on a
 * server of its own (docs/architecture.md), which pinning it to processors of its own imitates.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Whether `url` names a PostgreSQL server on this machine (loopback or a Unix socket). */
export function isLocalDatabase(url: string): boolean {
  const { hostname } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === '' || host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/** The fields of a `/proc/<pid>/stat` line after the command name, from the state (field 3) on. */
const fieldsOfStat = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** The processor time in clock ticks (user and system) of a `/proc/<pid>/stat` line. */
export function ticksOfStat(stat: string): number {
  // The command name, in parentheses, may hold spaces; utime (field 14) and stime (field 15)
  // are the 12th and 13th after it.
  const fields = fieldsOfStat(stat);
  return Number(fields[11]) + Number(fields[12]);
}

/** The parent's process id (field 4) of a `/proc/<pid>/stat` line. */
export function parentOfStat(stat: string): number {
  return Number(fieldsOfStat(stat)[1]);
}

const readOr = (file: string, fallback: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/**
 * The id of the PostgreSQL server (the postmaster) whose backend has the id `backend`
 * (`select pg_backend_pid()`), every backend being a child of its server's postmaster; none when
 * that backend is not a process on this machine.
 */
export function postmasterOf(backend: number): number | undefined {
  const parent = parentOfStat(readOr(`/proc/${backend}/stat`, ''));
  return parent > 1 ? parent : undefined;
}

/**
 * The ids of one PostgreSQL server's processes: its postmaster `postmaster` and the processes it
 * started (backends and background workers), not those of other servers on the machine.
 */
export function postgresProcesses(postmaster: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter(
      (pid) => pid === postmaster || parentOfStat(readOr(`/proc/${pid}/stat`, '')) === postmaster,
    );
}

/** The clock ticks per second of `/proc/<pid>/stat`'s processor times. */
export const ticksPerSecond =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * The processor time the processes of the PostgreSQL server `postmaster` running now have taken
 * so far, in microseconds (a process that has ended no longer counts: take differences over a
 * run in which the connections stay open).
 */
export function postgresProcessorMicros(postmaster: number): number {
  let ticks = 0;
  for (const pid of postgresProcesses(postmaster))
    ticks += ticksOfStat(readOr(`/proc/${pid}/stat`, ''));
  return (ticks * 1e6) / ticksPerSecond;
}

/**
 * Pins the processes `pids`, all their threads, to the processors whose bits `mask` sets
 * (`taskset`); a process started by one of them later (a new backend) inherits it.
 */
export function pin(pids: number[], mask: number): void {
  for (const pid of pids) {
    const result = spawnSync('taskset', ['-a', '-p', mask.toString(16), String(pid)], {
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(
        `taskset could not pin process ${pid}: ${result.error?.message ?? result.stderr.trim()}`,
      );
    }
  }
}
