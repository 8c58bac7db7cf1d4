// @vitest-environment node
/**
 * The OpenAPI document at /api/docs is one others can use: valid for swagger-parser, free of
 * errors under Redocly's recommended rules, and a client's types generated from it by
 * openapi-typescript compile.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, routes } from '@kursmarkt/schemas';
import { buildApp } from '../app.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains } from '../domains/load.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');

type Operation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

/** The path of a contract route as OpenAPI writes it: `/api/order/{id}`. */
const openapiPath = (contractPath: string) => contractPath.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let testDatabase: TestDatabase;
  let document: Document;
  const operation = (name: keyof typeof routes) => {
    const route = routes[name];
    return document.paths[openapiPath(route.path)]![route.method.toLowerCase()]!;
  };

  beforeAll(async () => {
    testDatabase = await openTestDatabase({ name: 'PGlite', dialect: 'pglite' });
    const { domains } = await loadDomains(examples);
    const app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer: { async send() {} },
      // Registers the customer's and guest's calls; the document asks for no token.
      tokenSettingsOf: async () => {
        throw new Error('The document needs no access token.');
      },
    });
    try {
      const response = await app.inject({
        url: '/api/docs',
        headers: { host: 'recht.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      document = response.json();
    } finally {
      await app.close();
    }
  }, 120_000);

  afterAll(async () => {
    await testDatabase?.cleanup();
  });

  it('lists every call of the contract once, by its name, with its summary', () => {
    const listed = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((entry) => entry.operationId),
    );
    expect(listed.sort()).toEqual(Object.keys(routes).sort());
    for (const name of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      expect(operation(name).summary, name).toBe(endpoints[name].summary);
    }
  });

  it('is valid OpenAPI 3.1 for swagger-parser', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences the object it gets: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("has no problem under Redocly's recommended rules but the public paths that look alike", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    // `/api/order/payment` beside `/api/order/{id}` and the like: the public paths stay as they
    // are, and a concrete segment wins over a parameter in every router.
    const ambiguous = problems.filter((problem) => problem.ruleId === 'no-ambiguous-paths');
    expect(ambiguous.every((problem) => problem.severity === 'warn')).toBe(true);
    expect(
      problems
        .filter((problem) => problem.ruleId !== 'no-ambiguous-paths')
        .map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`),
    ).toEqual([]);
  });

  it("names the origin it was asked on as the server, and each call's access as its security", () => {
    expect(document.servers).toEqual([
      { url: 'http://recht.kursmarkt.test', description: 'Kursmarkt Recht' },
    ]);
    expect(operation('getConfiguration').security).toEqual([]);
    expect(operation('getOrder').security).toEqual([{ customer: [] }]);
    expect(operation('getGuestOrder').security).toEqual([{ guestOrder: [], guestToken: [] }]);
    expect(operation('getCustomerInvoice').security).toEqual([
      { customer: [] },
      { guestOrder: [], guestToken: [] },
    ]);
    expect(operation('postOrderStatus').security).toEqual([{ customer: ['operator'] }]);
  });

  it('answers refusals with the error schema: input, access and the rest of the catalogue', () => {
    const getOrder = operation('getOrder').responses;
    expect(Object.keys(getOrder).sort()).toEqual(['200', '400', '401', '403', '404', '4XX']);
    expect(getOrder['404']!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
    });
    expect(Object.keys(operation('putContact').responses).sort()).toEqual([
      '202',
      '413',
      '415',
      '422',
      '4XX',
    ]);
  });

  it('takes a proof as multipart/form-data with the position and the file', () => {
    for (const name of ['postOrderFileUpload', 'postGuestFileUpload'] as const) {
      const body = operation(name).requestBody!;
      expect(Object.keys(body.content), name).toEqual(['multipart/form-data']);
      expect(body.content['multipart/form-data']!.schema.required).toEqual(['positionId', 'file']);
      expect(Object.keys(operation(name).responses)).toContain('201');
    }
  });

  it('gives a client types by openapi-typescript that compile and fit the contract', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'kursmarkt-openapi-'));
    try {
      await writeFile(
        path.join(folder, 'api.ts'),
        astToString(await openapiTS(structuredClone(document) as never)),
      );
      const client = path.join(folder, 'client.ts');
      await writeFile(
        client,
        [
          "import type { components, paths } from './api.ts';",
          "type Order = paths['/api/order/{id}']['get']['responses'][200]['content']['application/json'];",
          "type Refusal = paths['/api/order/{id}']['get']['responses'][404]['content']['application/json'];",
          'export const orderNumber = (order: Order): string => order.orderNumber;',
          'export const field = (refusal: Refusal) => refusal.details?.[0]?.path;',
          "export const proof: paths['/api/order/file-upload']['post']['requestBody'] = {",
          "  content: { 'multipart/form-data': { positionId: 'p', file: 'bytes' } },",
          '};',
          "export const error: components['schemas']['ApiError'] = { code: 'NOT_FOUND', message: 'No.' };",
          '',
        ].join('\n'),
      );
      const program = ts.createProgram([client], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        allowImportingTsExtensions: true,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
