// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: no tracked file points to the product documents that are not
 * part of it. What the code relies on is written in docs/ (routes-and-screens.md, rules.md,
 * api.md, entities-and-states.md, booking.md, the decisions). The names are built from parts so
 * that this file does not name them itself.
 */
const outsideDocuments = ['SPEC', 'DESIGN', 'BOOKING'].map((name) => `${name}.md`);
const pattern = `(${outsideDocuments.map((name) => name.replace('.', '\\.')).join('|')})`;

const insideGitCheckout =
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' }).stdout.trim() ===
  'true';

/** Lines of tracked files (as they are in the working tree) that name an outside document. */
function linesNamingOutsideDocuments(): string[] {
  const result = spawnSync('git', ['grep', '-n', '-I', '-E', pattern], { encoding: 'utf8' });
  // git grep exits with 1 when nothing matches, 0 with matches, anything else on an error.
  if (result.status !== 0 && result.status !== 1) throw new Error(result.stderr);
  return result.stdout.split('\n').filter(Boolean);
}

describe('the repository is self-contained', () => {
  it('recognises each outside document by name, and not the pages of docs/', () => {
    const regex = new RegExp(pattern);
    for (const name of outsideDocuments) expect(regex.test(`see ${name} section 2`)).toBe(true);
    expect(regex.test('see docs/rules.md, limits')).toBe(false);
  });

  it.skipIf(!insideGitCheckout)('has no tracked file that names an outside document', () => {
    expect(linesNamingOutsideDocuments()).toEqual([]);
  });
});
