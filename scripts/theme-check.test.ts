import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'theme-check.ts');
const tsx = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');

async function check(...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, [script, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function customTheme(content: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'theme-check-'));
  const file = path.join(dir, 'custom.json');
  await writeFile(file, content);
  return file;
}

describe('npm run theme:check', () => {
  it('passes the four shipped themes with exit code 0', async () => {
    const result = await check();
    expect(result).toMatchObject({
      code: 0,
      stdout: 'theme check: LAWYER, RENO, LUMEN, VERWALTUNG passed\n',
    });
  }, 30_000);

  it('rejects a low-contrast customTheme with one path: message line per failing pair', async () => {
    const file = await customTheme('{"color":{"text":{"onBrand":{"value":"#7fa8a3"}}}}');
    const result = await check('RENO', file);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(
        /^customTheme\.color\.text\.onBrand: \d+\.\d\d:1 on color\.brand\.\w+ \(needs 4\.5:1\)$/,
      );
    }
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 30_000);

  it('rejects a focus ring that would not show on the dark footer', async () => {
    const file = await customTheme('{"color":{"focus":{"ringInverse":{"value":"#1f4f8f"}}}}');
    const result = await check('LAWYER', file);
    expect(result).toMatchObject({
      code: 1,
      stderr: 'customTheme.color.focus.ringInverse: 1.57:1 on color.surface.inverse (needs 3:1)\n',
    });
  }, 30_000);

  it('checks the focus ring on every light surface a focused element can sit on', async () => {
    const file = await customTheme('{"color":{"state":{"infoSurface":{"value":"#0b5cad"}}}}');
    const result = await check('RENO', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'customTheme.color.focus.ring: 1.07:1 on color.state.infoSurface (needs 3:1)',
    );
  }, 30_000);

  it('reports unreadable JSON as one line, not a stack trace', async () => {
    const file = await customTheme('{ not json');
    const result = await check('LUMEN', file);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`${file}: `);
  }, 30_000);
});
