import { describe, expect, it } from 'vitest';
import { consentMessages } from './messages.ts';
import { consentSettingsLink } from './settings-link.ts';

describe('consent messages', () => {
  const ids = [...Object.values(consentMessages), consentSettingsLink].map(({ id }) => id);

  it('name every id under consent. and none twice', () => {
    expect(ids.every((id) => id.startsWith('consent.'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
