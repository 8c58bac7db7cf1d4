// @vitest-environment node
import { once } from 'node:events';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatIssue } from '@kursmarkt/schemas';
import { DomainFolderWatch } from './domain-preview-watch.ts';

const lumen = path.join(import.meta.dirname, '..', 'site', 'domains', 'lumen');

describe('the preview’s watch of a domain folder', () => {
  let folder: string;
  let watch: DomainFolderWatch;
  const configFile = () => path.join(folder, 'config.json');
  const editConfig = async (edit: (config: Record<string, unknown>) => void) => {
    const config = JSON.parse(await readFile(configFile(), 'utf8')) as Record<string, unknown>;
    edit(config);
    await writeFile(configFile(), JSON.stringify(config, null, 2));
  };
  /**
   * Saves an edit, waits until the watcher sees it, then moves the clock until the save has
   * settled and the folder was checked (a save can reach the watcher as several changes).
   */
  const save = async (edit: (config: Record<string, unknown>) => void) => {
    const seen = once(watch, 'change');
    await editConfig(edit);
    await seen;
    let checked: DomainFolderWatch['state'] | undefined;
    const onState = (state: DomainFolderWatch['state']) => (checked ??= state);
    watch.on('state', onState);
    while (!checked) await vi.advanceTimersByTimeAsync(watch.settleMs);
    watch.off('state', onState);
    return checked;
  };

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'domain-preview-'));
    await cp(lumen, folder, { recursive: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    watch = new DomainFolderWatch(folder);
    await watch.check();
    watch.start();
  });

  afterEach(async () => {
    watch.close();
    vi.useRealTimers();
    await rm(folder, { recursive: true, force: true });
  });

  it('starts from the folder’s valid state', () => {
    expect(watch.state.issues).toEqual([]);
    expect(watch.state.version).toBe(1);
    expect(watch.state.domain?.config.name).toBe('Lumen Akademie');
  });

  it('reports a broken value as its path: message line and keeps the last valid state', async () => {
    const state = await save((config) => {
      config.name = 'Nova Akademie';
      (
        config.customTheme as { color: { accent: { subtle: { value: string } } } }
      ).color.accent.subtle.value = 'orange';
    });
    expect(state.issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /config\.json:customTheme\.color\.accent\.subtle\.value: must be a hex colour such as #1a2b3c$/,
      ),
    ]);
    expect(state.version).toBe(1);
    expect(state.domain?.config.name).toBe('Lumen Akademie');
  });

  it('keeps the last valid state while a file is not JSON', async () => {
    const seen = once(watch, 'change');
    await writeFile(path.join(folder, 'messages.en.json'), '{ "defaultSiteTitle": ');
    await seen;
    let checked: DomainFolderWatch['state'] | undefined;
    watch.once('state', (state) => (checked = state));
    while (!checked) await vi.advanceTimersByTimeAsync(watch.settleMs);
    expect(checked.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/messages\.en\.json: is not valid JSON: /),
    ]);
    expect(checked.domain?.config.name).toBe('Lumen Akademie');
  });

  it('takes the fixed folder as the new valid state', async () => {
    await save((config) => {
      config.name = 'Nova Akademie';
      config.modules = 'none';
    });
    const fixed = await save((config) => {
      config.modules = [];
    });
    expect(fixed.issues).toEqual([]);
    expect(fixed.version).toBeGreaterThan(1);
    expect(fixed.domain?.config.name).toBe('Nova Akademie');
    expect(fixed.domain?.config.modules).toEqual([]);
  });

  it('checks once when changes follow each other within the settling time', async () => {
    watch.close();
    const checks = vi.fn();
    watch.on('state', checks);
    watch.changed('config.json');
    await vi.advanceTimersByTimeAsync(watch.settleMs - 1);
    watch.changed('messages.de.json');
    await vi.advanceTimersByTimeAsync(watch.settleMs - 1);
    expect(checks).not.toHaveBeenCalled();
    const checked = once(watch, 'state');
    await vi.advanceTimersByTimeAsync(1);
    await checked;
    expect(checks).toHaveBeenCalledTimes(1);
  });
});
