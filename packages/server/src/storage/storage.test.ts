// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { folderStorage } from './folder-storage.ts';
import { s3Storage } from './s3-storage.ts';
import { checkedKey } from './storage.ts';

const read = async (stream: Readable | undefined) => (stream ? text(stream) : undefined);
const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/**
 * Checks a request's Signature Version 4 the way S3 does, from what arrived: the canonical
 * request from its method, path, query and signed headers, then the signature with the secret.
 * Written from AWS's documentation, independently of the client under test.
 */
function signatureIsValid(
  request: { method: string; url: string; headers: IncomingMessage['headers'] },
  secretAccessKey: string,
): boolean {
  const authorization = String(request.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=[^/]+\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return false;
  const [, day, region, service, signedHeaders, signature] = match as unknown as string[];
  const url = new URL(request.url, 'http://host');
  const query = [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  const headers = signedHeaders!
    .split(';')
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    query,
    headers,
    signedHeaders,
    String(request.headers['x-amz-content-sha256']),
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    String(request.headers['x-amz-date']),
    `${day}/${region}/${service}/aws4_request`,
    sha256Hex(canonicalRequest),
  ].join('\n');
  let key = hmac(`AWS4${secretAccessKey}`, day!);
  for (const part of [region!, service!, 'aws4_request']) key = hmac(key, part);
  return hmac(key, stringToSign).toString('hex') === signature;
}

describe('the signature check of these tests', () => {
  it("accepts AWS's documented example of a signed GetObject and refuses it changed", () => {
    // docs.aws.amazon.com, "Signature calculations for the Authorization header: transferring
    // payload in a single chunk", example "GET Object".
    const example = {
      method: 'GET',
      url: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': sha256Hex(''),
        'x-amz-date': '20130524T000000Z',
        authorization:
          'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      },
    };
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    expect(signatureIsValid(example, secret)).toBe(true);
    expect(signatureIsValid({ ...example, url: '/test2.txt' }, secret)).toBe(false);
    expect(signatureIsValid(example, `${secret}x`)).toBe(false);
  });
});

describe('storage keys', () => {
  it.each(['uploads/ab/ab12-cd', 'invoices/2026/KM-2026-1.pdf'])('takes %j', (key) => {
    expect(checkedKey(key)).toBe(key);
  });
  it.each(['', '../x', 'a/../b', 'a//b', '/a', 'a/.', 'a b', 'a\\b'])('refuses %j', (key) => {
    expect(() => checkedKey(key)).toThrow('Not a storage key');
  });
});

describe('the folder storage', () => {
  it('keeps, gives back, replaces and removes a file under its key, leaving no partial file', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'kursmarkt-files-'));
    const storage = folderStorage(root);
    const key = 'uploads/ab/ab12';

    expect(await storage.get(key)).toBeUndefined();
    await storage.put(key, new TextEncoder().encode('erste Fassung'), { mediaType: 'text/plain' });
    await storage.put(key, new TextEncoder().encode('zweite Fassung'), { mediaType: 'text/plain' });
    expect(await read(await storage.get(key))).toBe('zweite Fassung');
    expect(await readdir(path.join(root, 'uploads', 'ab'))).toEqual(['ab12']);

    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.get('uploads')).toBeUndefined();
    await expect(
      storage.put('../outside', new Uint8Array([1]), { mediaType: 'x' }),
    ).rejects.toThrow('Not a storage key');
  });
});

describe('the S3 storage against a recording stand-in for S3', () => {
  const credentials = { accessKeyId: 'AKIDKURSMARKTTEST', secretAccessKey: 'geheim/Schlüssel+1' };
  let server: Server | undefined;

  afterEach(async () => {
    server?.close();
    server = undefined;
  });

  interface Recorded {
    method: string;
    url: string;
    headers: IncomingMessage['headers'];
    body: Buffer;
    signed: boolean;
  }

  /** An HTTP server that answers like S3 from a map of objects, or as `answer` says. */
  async function standIn(answer?: (request: Recorded) => { status: number; body?: string }) {
    const objects = new Map<string, { body: Buffer; type: string }>();
    const recorded: Recorded[] = [];
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const entry: Recorded = {
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks),
        signed: false,
      };
      entry.signed = signatureIsValid(entry, credentials.secretAccessKey);
      recorded.push(entry);
      const special = answer?.(entry);
      if (special) {
        response.writeHead(special.status, { 'content-type': 'application/xml' });
        response.end(special.body ?? '');
      } else if (!entry.signed) {
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      } else if (entry.method === 'PUT') {
        objects.set(entry.url, { body: entry.body, type: String(request.headers['content-type']) });
        response.writeHead(200, { etag: `"${sha256Hex(entry.body).slice(0, 32)}"` }).end();
      } else if (entry.method === 'GET') {
        const object = objects.get(entry.url);
        if (!object) {
          response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        } else {
          response.writeHead(200, { 'content-type': object.type }).end(object.body);
        }
      } else {
        objects.delete(entry.url);
        response.writeHead(204).end();
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, recorded, objects };
  }

  const clock = { now: () => new Date('2026-05-04T08:30:00.123Z') };

  it('puts, gets and deletes an object with signed requests, the payload hash signed too', async () => {
    const s3 = await standIn();
    const storage = s3Storage({
      bucketUrl: `${s3.url}/kursmarkt-files/`,
      region: 'eu-central-1',
      ...credentials,
      clock,
    });
    const content = new TextEncoder().encode('%PDF-1.4 Nachweis');

    await storage.put('uploads/ab/ab12', content, { mediaType: 'application/pdf' });
    expect(await read(await storage.get('uploads/ab/ab12'))).toBe('%PDF-1.4 Nachweis');
    expect(await storage.get('uploads/ab/fehlt')).toBeUndefined();
    await storage.delete('uploads/ab/ab12');

    expect(s3.recorded.map(({ method, url, signed }) => ({ method, url, signed }))).toEqual([
      { method: 'PUT', url: '/kursmarkt-files/uploads/ab/ab12', signed: true },
      { method: 'GET', url: '/kursmarkt-files/uploads/ab/ab12', signed: true },
      { method: 'GET', url: '/kursmarkt-files/uploads/ab/fehlt', signed: true },
      { method: 'DELETE', url: '/kursmarkt-files/uploads/ab/ab12', signed: true },
    ]);
    const [put] = s3.recorded;
    expect(put!.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.byteLength),
      'x-amz-content-sha256': sha256Hex(content),
      'x-amz-date': '20260504T083000Z',
    });
    expect(put!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDKURSMARKTTEST\/20260504\/eu-central-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(put!.body).toEqual(Buffer.from(content));
    expect(s3.objects.size).toBe(0);
  });

  it('reports what S3 refused with its status and answer', async () => {
    const s3 = await standIn((request) =>
      request.method === 'PUT'
        ? { status: 403, body: '<Error><Code>AccessDenied</Code></Error>' }
        : { status: 500, body: '<Error><Code>InternalError</Code></Error>' },
    );
    const storage = s3Storage({
      bucketUrl: `${s3.url}/kursmarkt-files`,
      region: 'eu-central-1',
      ...credentials,
      clock,
    });

    await expect(
      storage.put('uploads/ab/ab12', new Uint8Array([1]), { mediaType: 'image/png' }),
    ).rejects.toThrow('S3 PutObject uploads/ab/ab12 answered 403: <Error><Code>AccessDenied');
    await expect(storage.get('uploads/ab/ab12')).rejects.toThrow(
      'S3 GetObject uploads/ab/ab12 answered 500',
    );
    await expect(storage.delete('uploads/ab/ab12')).rejects.toThrow(
      'S3 DeleteObject uploads/ab/ab12 answered 500',
    );
    // Each was tried once: a failure is the caller's to answer, not retried behind its back.
    expect(s3.recorded).toHaveLength(3);
  });
});
