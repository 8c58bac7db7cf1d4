// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordDomainAnswers } from './domain-story-answers.ts';

const root = path.join(import.meta.dirname, '..');

describe('the domain stories’ recorded answers', () => {
  it('are what the server answers now for every domain folder (run npm run domain:stories)', async () => {
    const committed: unknown = JSON.parse(
      await readFile(
        path.join(root, 'site', 'src', 'domain-stories', 'recorded-answers.json'),
        'utf8',
      ),
    );
    const recorded = await recordDomainAnswers(path.join(root, 'site', 'domains'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(recorded)));
  }, 120_000);
});
