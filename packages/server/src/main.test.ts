// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.join(import.meta.dirname, '..', '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

async function start(env: Record<string, string>) {
  try {
    await run(tsx, [path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('starting the server', () => {
  it('refuses an invalid domain with the path: message lines of domain:check', async () => {
    const domains = await mkdtemp(path.join(tmpdir(), 'domains-'));
    await cp(path.join(root, 'site', 'domains'), domains, { recursive: true });
    const file = path.join(domains, 'reno', 'config.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    config.thme = config.theme;
    await writeFile(file, JSON.stringify(config));

    const result = await start({ DOMAINS_DIR: domains, PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${path.relative(root, file)}:thme: is not a known key`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('refuses a malformed setting with its name', async () => {
    const result = await start({ PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^env\.PORT: /m);
  }, 60_000);
});
