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

  it('describes every property of the configuration, module options included, for editors to show on hover', () => {
    const undescribed: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) {
        node.forEach((child, index) => walk(child, `${at}[${index}]`));
        return;
      }
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const [key, property] of Object.entries(properties)) {
        if (typeof property.description !== 'string' || property.description.length === 0) {
          undescribed.push(`${at}.${key}`);
        }
      }
      for (const [key, child] of Object.entries(schema)) {
        walk(child, key === 'properties' ? at : `${at}/${key}`);
      }
    };
    walk(domainJsonSchemas()['domain-config.schema.json'], '');
    expect(undescribed).toEqual([]);
  });

  it('rejects unknown keys in the configuration so editors flag typos', () => {
    const schema = domainJsonSchemas()['domain-config.schema.json'] as {
      additionalProperties?: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
  });
});
