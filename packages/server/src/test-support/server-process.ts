/**
 * Test support for the tests that kill the real server: main.ts in a process of its own, and an
 * OpenID provider's key set for the customers' tokens it checks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { exportJWK, importSPKI } from 'jose';
import { createTestSigner } from '../auth/test-tokens.ts';
import { createDatabase, type Db, type Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { ProcessRole } from '../operations/plugin.ts';

const main = path.join(import.meta.dirname, '..', 'main.ts');

/**
 * A folder without a built storefront: the server serves the API only. With the storefront that
 * `npm run build` leaves in site/dist (npm test builds it beside vitest) each start would render
 * every domain's main pages to warm up, about 3 s of CPU that no test here looks at.
 */
const noSite = path.join(import.meta.dirname, 'no-site');

/**
 * The real server (main.ts) in a process of its own, run by node itself (not through tsx's
 * launcher, whose child a SIGKILL would leave running), answering once it says it runs. It serves
 * the API only (`noSite`), the same whether the storefront was built or not; `role` as main.ts
 * takes it.
 */
export async function startServer(env: Record<string, string>, role: ProcessRole = 'all') {
  const server = spawn(process.execPath, ['--import', 'tsx', main, role], {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', SITE_DIR: noSite, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr!.on('data', (chunk) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    let port: string | undefined;
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      port ??= /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port && output.includes('is running at')) resolve(`http://127.0.0.1:${port}`);
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { server, origin };
}

/** Resolves once the process has ended (at once when it has). */
export const exited = async (server: ChildProcess) => {
  if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
};

/** Reads the database through a connection of its own, closed afterwards. */
export async function inspectDatabase<T>(
  options: Parameters<typeof createDatabase>[0],
  read: (database: Database) => Promise<T>,
) {
  const database = await createDatabase(options);
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

/**
 * An OpenID provider's key set, as Keycloak publishes it, for a test signer's key: the server
 * (OIDC_ISSUER_BASE) checks the customers' tokens against it. The tokens name the key server as
 * issuer, or `issuerBase` (the provider's address as browsers see it, when the server reaches it
 * at another: OIDC_INTERNAL_BASE).
 */
export async function startKeyServer(issuerBase?: string) {
  const signer = await createTestSigner('RS256');
  const jwk = {
    ...(await exportJWK(await importSPKI(signer.publicKeyPem, 'RS256'))),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const server: Server = createServer((request, response) => {
    if (request.url !== '/realms/kursmarkt/protocol/openid-connect/certs') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    tokenOf: (customerId: string, email: string) =>
      signer.sign({
        iss: `${issuerBase ?? base}/realms/kursmarkt`,
        aud: 'urn:kursmarkt:api:recht-storefront',
        sub: `account-${customerId.slice(0, 8)}`,
        client_id: 'recht-storefront',
        scope: 'openid profile email',
        customerId,
        email,
        given_name: 'Karl',
        family_name: 'Kill',
        email_verified: true,
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A customer of the lawyer domain with a checkout ready to order (a consumer in Köln paying by
 * invoice); the test puts its positions into the cart.
 */
export async function insertCheckout(db: Db, email: string) {
  const customerId = randomUUID();
  const cartId = randomUUID();
  await db.insert(schema.customers).values({ id: customerId, domain: 'lawyer', email });
  await db.insert(schema.carts).values({
    id: cartId,
    domain: 'lawyer',
    customerId,
    customerKind: 'CONSUMER',
    billingName: 'Karl',
    billingLastname: 'Kill',
    billingStreet: 'Ring 9',
    billingZip: '50667',
    billingCity: 'Köln',
    billingCountry: 'DEU',
    billingEmail: email,
    paymentMethod: 'INVOICE',
  });
  return { customerId, cartId };
}
