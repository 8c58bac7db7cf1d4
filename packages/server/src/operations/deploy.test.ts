// @vitest-environment node
/**
 * The deployment files, read as an operator's tools would: the compose file's services and the
 * variables it sets, and the README's table of variables, against what the server reads (env.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envNames } from '../env.ts';

const root = path.join(import.meta.dirname, '..', '..', '..', '..');
const compose = parse(readFileSync(path.join(root, 'deploy', 'compose.yaml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, { environment?: Record<string, string>; command?: string[] }> };
const kursmarktServices = ['api-1', 'api-2', 'worker'];

describe('the deployment files', () => {
  it('compose the database, Keycloak, a file store, a mail catcher, two API processes and a worker', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['postgres', 'keycloak', 'minio', 'minio-bucket', 'mailpit', ...kursmarktServices].sort(),
    );
    expect(kursmarktServices.map((name) => compose.services[name]!.command?.at(-1))).toEqual([
      'api',
      'api',
      'worker',
    ]);
  });

  it('set only variables the server knows for its processes', () => {
    for (const name of kursmarktServices) {
      const variables = Object.keys(compose.services[name]!.environment ?? {});
      expect(variables).toContain('DATABASE_URL');
      expect(variables.filter((variable) => !envNames.includes(variable))).toEqual([]);
    }
  });

  it('name in the README only variables the server knows, and every one it knows', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('### PostgreSQL'),
    );
    const named = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!),
    );
    expect(named.filter((variable) => !envNames.includes(variable))).toEqual([]);
    expect(envNames.filter((variable) => !named.includes(variable))).toEqual([]);
  });
});
