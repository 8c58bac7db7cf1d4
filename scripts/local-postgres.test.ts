// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLocalDatabase, parentOfStat, ticksOfStat } from './local-postgres.ts';

describe('a PostgreSQL server on this machine', () => {
  it('knows a loopback or socket URL from another host', () => {
    expect(isLocalDatabase('postgres://user@127.0.0.1:5432/db')).toBe(true);
    expect(isLocalDatabase('postgres://user@127.3.2.1/db')).toBe(true);
    expect(isLocalDatabase('postgres://localhost/db')).toBe(true);
    expect(isLocalDatabase('postgres://[::1]:5432/db')).toBe(true);
    expect(isLocalDatabase('postgres:///db?host=/var/run/postgresql')).toBe(true);
    expect(isLocalDatabase('postgres://user@db.example:5432/db')).toBe(false);
    expect(isLocalDatabase('postgres://user@10.0.0.5/db')).toBe(false);
  });

  it("reads a process's user and system time from its stat line, whatever its name", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    const stat = '4242 (postgres) S 1 4242 4242 0 -1 4194560 120 0 0 0 731 96 0 0 20 0 1 0';
    expect(ticksOfStat(stat)).toBe(827);
    const odd = '77 (post gres) x) R 1 77 77 0 -1 0 1 0 0 0 5 7 0 0 20 0 1 0';
    expect(ticksOfStat(odd)).toBe(12);
  });

  it("reads a process's parent from its stat line, whatever its name", () => {
    expect(parentOfStat('4242 (postgres) S 1 4242 4242 0 -1 4194560 120 0 0 0 731 96')).toBe(1);
    expect(parentOfStat('77 (post gres) x) R 4242 77 77 0 -1 0 1 0 0 0 5 7')).toBe(4242);
  });
});
