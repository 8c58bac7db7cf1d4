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

  it('let browsers sign in at Keycloak’s published address and the processes fetch its keys inside the network', () => {
    const keycloak = compose.services.keycloak as {
      environment: Record<string, string>;
      ports: string[];
    };
    for (const name of kursmarktServices) {
      const environment = compose.services[name]!.environment!;
      const issuerBase = new URL(environment.OIDC_ISSUER_BASE!);
      const internalBase = new URL(environment.OIDC_INTERNAL_BASE!);
      // The issuer is what Keycloak names in its tokens, on the port it publishes to the host.
      expect(environment.OIDC_ISSUER_BASE).toBe(keycloak.environment.KC_HOSTNAME);
      expect(keycloak.ports).toContain(`${issuerBase.port}:8080`);
      // Inside the network the processes reach Keycloak by its service name.
      expect(internalBase.hostname).toBe('keycloak');
      expect(internalBase.port).toBe('8080');
    }
  });

  it('let the realm take the sign-in callbacks of both published API ports', () => {
    const realm = JSON.parse(
      readFileSync(path.join(root, 'deploy', 'keycloak', 'kursmarkt-realm.json'), 'utf8'),
    ) as { clients: { clientId: string; redirectUris: string[]; webOrigins: string[] }[] };
    const storefront = realm.clients.find((client) => client.clientId === 'recht-storefront')!;
    for (const name of ['api-1', 'api-2']) {
      const { ports } = compose.services[name] as { ports: string[] };
      const published = ports[0]!.split(':')[0];
      expect(storefront.redirectUris).toContain(`http://localhost:${published}/auth/callback`);
      expect(storefront.webOrigins).toContain(`http://localhost:${published}`);
    }
  });

  it('run the processes with node and tsx as its loader, tsx a production dependency', () => {
    for (const name of kursmarktServices) {
      expect(compose.services[name]!.command!.slice(0, 4)).toEqual([
        'node',
        '--import',
        'tsx',
        'packages/server/src/main.ts',
      ]);
    }
    const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(rootPackage.dependencies).toHaveProperty('tsx');
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('npm prune --omit=dev');
    expect(dockerfile).toContain(
      'CMD ["node", "--import", "tsx", "packages/server/src/main.ts", "all"]',
    );
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
