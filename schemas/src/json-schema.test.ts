import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainJsonSchemas } from './json-schema.ts';

describe('generated JSON Schemas', () => {
  it.each(Object.entries(domainJsonSchemas()))(
    '%s is up to date with the zod source (run npm run schemas:generate)',
    async (file, schema) => {
      const committed = await readFile(
        path.join(import.meta.dirname, '..', 'generated', file),
        'utf8',
      );
      expect(JSON.parse(committed)).toEqual(JSON.parse(JSON.stringify(schema)));
    },
  );

  it('rejects unknown keys in the configuration so editors flag typos', () => {
    const schema = domainJsonSchemas()['domain-config.schema.json'] as {
      additionalProperties?: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
  });
});
