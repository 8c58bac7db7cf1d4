// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@kursmarkt/schemas';
import { buildApp } from '../app.ts';
import { customers, uploads } from '../db/schema.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains } from '../domains/load.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/transport.ts';
import { folderStorage } from '../storage/folder-storage.ts';
import { cleanFileName, downloadName, type UploadOwner } from './uploads.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');
const mailer: Mailer = { async send() {} };
const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Real files' first bytes: a PDF, a 1×1 PNG, a JPEG's start, a GIF and a Windows program. */
const pdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const program = new TextEncoder().encode(
  'MZ\x90\x00\x03\x00\x00\x00\x04\x00This program cannot be run',
);

const guestToken = 'gast-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const otherGuestToken = 'gast-token-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const customerId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

/** The test routes' owner: the customer named by `x-test-customer`, else the guest of `x-auth`. */
const ownerOf = (request: FastifyRequest): UploadOwner => {
  const customer = request.headers['x-test-customer'];
  if (typeof customer === 'string') return { customerId: customer };
  return { guestTokenHash: sha256(String(request.headers['x-auth'] ?? '')) };
};

/** A multipart body with `file` (bytes, the browser's name and type) and other fields. */
function form(
  file: { bytes: Uint8Array; name?: string; type?: string; field?: string } | undefined,
  fields: Record<string, string> = { positionId: '7' },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) {
    body.append(
      file.field ?? 'file',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], {
        type: file.type ?? 'application/octet-stream',
      }),
      file.name ?? 'nachweis.pdf',
    );
  }
  return body;
}

describe('cleanFileName', () => {
  it.each([
    ['C:\\fakepath\\Zulassung.pdf', 'Zulassung.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['Bescheinigung\u0000\u001b[31m.pdf', 'Bescheinigung[31m.pdf'],
    ['  Fachanwalt § 5 FAO.pdf  ', 'Fachanwalt § 5 FAO.pdf'],
    ['', 'upload'],
    ['..', 'upload'],
    [undefined, 'upload'],
  ])('keeps of %j the name %j', (name, expected) => {
    expect(cleanFileName(name)).toBe(expected);
  });

  it('keeps at most 200 characters, whole ones', () => {
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
    expect(cleanFileName('📄'.repeat(201))).toBe('📄'.repeat(200));
  });
});

describe('downloadName', () => {
  it.each([
    ['Nachweis.html', 'application/pdf', 'Nachweis.pdf'],
    ['Zulassung Rechtsanwältin.pdf', 'application/pdf', 'Zulassung Rechtsanwältin.pdf'],
    ['scan.PNG', 'image/jpeg', 'scan.jpg'],
    ['Ausweis', 'image/png', 'Ausweis.png'],
    ['.pdf', 'application/pdf', 'Datei.pdf'],
  ])('downloads %j of type %s as %j', (originalName, mediaType, expected) => {
    expect(downloadName({ originalName, mediaType })).toBe(expected);
  });
});

describe.each(testDatabaseTargets())('uploads on $name', (target) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let storageDir: string;
  const now = new Date('2026-05-04T08:30:00Z');

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    await testDatabase.database.db
      .insert(customers)
      .values({ id: customerId, domain: 'lawyer', email: 'anna.berger@example.com' });
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-files-'));
    const { domains } = await loadDomains(examples);
    app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer,
      clock: { now: () => now },
      storage: folderStorage(storageDir),
    });
    // Test-only routes as booking's file upload will be: a proof of at most 64 KiB for a
    // position, a logo of at most 1 KiB, and the owner's download.
    app.post('/api/test/proof', async (request, reply) => {
      const { file, fields } = await app.uploads.read(request, {
        maxBytes: 64 * 1024,
        mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      });
      const positionId = Number(fields.positionId);
      if (!Number.isInteger(positionId) || positionId < 1) {
        throw new AppError('VALIDATION_FAILED', 'The body is not valid.', [
          { path: 'body.positionId', code: 'INVALID_FORMAT', message: 'A position id.' },
        ]);
      }
      const upload = await app.uploads.store(file, ownerOf(request));
      return reply.status(201).send({ positionId, upload });
    });
    app.post('/api/test/logo', async (request, reply) => {
      const { file } = await app.uploads.read(request, {
        maxBytes: 1024,
        mediaTypes: ['image/png'],
      });
      return reply.status(201).send(await app.uploads.store(file, ownerOf(request)));
    });
    app.get<{ Params: { id: string } }>('/api/test/proof/:id', async (request, reply) => {
      const found = await app.uploads.open(request.params.id, ownerOf(request));
      if (!found) throw new AppError('NOT_FOUND', 'The document was not found.');
      return reply.type(found.upload.mediaType).send(found.content);
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  });

  beforeEach(async () => {
    await testDatabase.database.db.delete(uploads);
  });

  const upload = (
    url: string,
    payload: FormData | string,
    headers: Record<string, string> = { 'x-auth': guestToken },
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: 'recht.kursmarkt.test', ...headers },
      payload,
    });
  const download = (id: string, headers: Record<string, string> = { 'x-auth': guestToken }) =>
    app.inject({
      method: 'GET',
      url: `/api/test/proof/${id}`,
      headers: { host: 'recht.kursmarkt.test', ...headers },
    });
  /** Every file in the storage folder. */
  const storedFiles = async () =>
    (await readdir(storageDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  const uploadRows = () => testDatabase.database.db.select().from(uploads);

  it('keeps a PDF by the type its bytes show, whatever the browser called it, with its row for the guest', async () => {
    const response = await upload(
      '/api/test/proof',
      form({ bytes: pdf, name: 'Zulassung Rechtsanwältin.pdf', type: 'text/plain' }),
    );

    expect(response.statusCode).toBe(201);
    const { positionId, upload: stored } = response.json();
    expect(positionId).toBe(7);
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      mediaType: 'application/pdf',
      size: pdf.byteLength,
      originalName: 'Zulassung Rechtsanwältin.pdf',
      createdAt: now.toISOString(),
    });
    const [row] = await uploadRows();
    expect(row).toMatchObject({
      id: stored.id,
      storageKey: `uploads/${stored.id.slice(0, 2)}/${stored.id}`,
      ownerCustomerId: null,
      createdAt: now,
    });
    expect(Buffer.from(row!.ownerGuestTokenHash!)).toEqual(sha256(guestToken));
    const [file, ...more] = await storedFiles();
    expect(more).toEqual([]);
    expect(path.relative(storageDir, file!)).toBe(path.join(...row!.storageKey.split('/')));
    expect(new Uint8Array(await readFile(file!))).toEqual(pdf);
  });

  it('takes PNG and JPEG images too', async () => {
    for (const [bytes, mediaType] of [
      [png, 'image/png'],
      [jpeg, 'image/jpeg'],
    ] as const) {
      const response = await upload('/api/test/proof', form({ bytes, name: 'foto' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().upload.mediaType).toBe(mediaType);
    }
  });

  it('gives a file back to its owner only: another guest, a customer and an unknown id get 404', async () => {
    const { upload: stored } = (
      await upload('/api/test/proof', form({ bytes: png, name: 'scan.png' }))
    ).json();

    const own = await download(stored.id);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload).toEqual(png);

    for (const response of [
      await download(stored.id, { 'x-auth': otherGuestToken }),
      await download(stored.id, { 'x-test-customer': customerId }),
      await download('00000000-0000-4000-8000-000000000000'),
      await download('nachweis.pdf'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
  });

  it("keeps a customer's file as theirs", async () => {
    const response = await upload('/api/test/proof', form({ bytes: pdf }), {
      'x-test-customer': customerId,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await uploadRows();
    expect(row).toMatchObject({ ownerCustomerId: customerId, ownerGuestTokenHash: null });
    const { id } = response.json().upload;
    expect((await download(id, { 'x-test-customer': customerId })).statusCode).toBe(200);
    expect((await download(id)).statusCode).toBe(404);
  });

  it("refuses a file over the route's own limit with 413 FILE_TOO_LARGE at body.file and keeps nothing", async () => {
    const large = new Uint8Array(2048);
    large.set(png);
    expect((await upload('/api/test/proof', form({ bytes: large }))).statusCode).toBe(201);
    await testDatabase.database.db.delete(uploads);
    const before = await storedFiles();

    const logo = await upload('/api/test/logo', form({ bytes: large }));
    const proof = await upload(
      '/api/test/proof',
      form({ bytes: Uint8Array.from({ length: 64 * 1024 + 1 }, (_, index) => pdf[index] ?? 32) }),
    );

    expect(logo.statusCode).toBe(413);
    expect(errorOf(logo)).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than 1 kB.',
      details: [
        { path: 'body.file', code: 'FILE_TOO_LARGE', message: 'The file may have at most 1 kB.' },
      ],
      requestId: logo.headers['x-request-id'],
    });
    expect(proof.statusCode).toBe(413);
    expect(errorOf(proof).details).toEqual([
      { path: 'body.file', code: 'FILE_TOO_LARGE', message: 'The file may have at most 64 kB.' },
    ]);
    expect(await uploadRows()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file whose bytes are not of a type the route takes with 415 FILE_TYPE_NOT_ALLOWED, whatever its name and type say', async () => {
    const before = await storedFiles();
    for (const bytes of [program, gif, new TextEncoder().encode('<html><script>')]) {
      const response = await upload(
        '/api/test/proof',
        form({ bytes, name: 'nachweis.pdf', type: 'application/pdf' }),
      );
      expect(response.statusCode).toBe(415);
      expect(errorOf(response)).toEqual({
        code: 'FILE_TYPE_NOT_ALLOWED',
        message: 'The file is not one of: PDF, JPEG, PNG.',
        details: [
          {
            path: 'body.file',
            code: 'FILE_TYPE_NOT_ALLOWED',
            message: 'The file must be one of: PDF, JPEG, PNG.',
          },
        ],
        requestId: response.headers['x-request-id'],
      });
    }
    const pdfAsLogo = await upload('/api/test/logo', form({ bytes: pdf }));
    expect(pdfAsLogo.statusCode).toBe(415);
    expect(errorOf(pdfAsLogo).message).toBe('The file is not one of: PNG.');
    expect(await uploadRows()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a missing or empty file, a file in another field, a bad field and a body that is not multipart, naming the path', async () => {
    const cases = [
      [form(undefined), 422, 'VALIDATION_FAILED', 'body.file', 'REQUIRED'],
      [form({ bytes: new Uint8Array() }), 422, 'VALIDATION_FAILED', 'body.file', 'REQUIRED'],
      [
        form({ bytes: pdf, field: 'document' }),
        422,
        'VALIDATION_FAILED',
        'body.document',
        'UNKNOWN_FIELD',
      ],
      [
        form({ bytes: pdf }, { positionId: 'x'.repeat(1001) }),
        422,
        'VALIDATION_FAILED',
        'body.positionId',
        'TOO_LONG',
      ],
      [
        form({ bytes: pdf }, { positionId: 'sieben' }),
        422,
        'VALIDATION_FAILED',
        'body.positionId',
        'INVALID_FORMAT',
      ],
    ] as const;
    for (const [payload, status, code, fieldPath, fieldCode] of cases) {
      const response = await upload('/api/test/proof', payload);
      expect(response.statusCode, fieldPath).toBe(status);
      expect(errorOf(response)).toMatchObject({
        code,
        details: [{ path: fieldPath, code: fieldCode }],
      });
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/test/proof',
      headers: { host: 'recht.kursmarkt.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ file: 'JVBERi0=' }),
    });
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await uploadRows()).toEqual([]);
  });

  it('takes the file back out of the storage when its row cannot be written', async () => {
    const before = await storedFiles();
    // A customer who does not exist: the row's reference to customers fails.
    const response = await upload('/api/test/proof', form({ bytes: pdf }), {
      'x-test-customer': '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
    });
    expect(response.statusCode).toBe(500);
    expect(await uploadRows()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });
});
