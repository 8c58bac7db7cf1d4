import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

describe('the server settings', () => {
  it('keeps uploaded files in .data/files, beside the database, outside the web root', () => {
    const { env, problems } = readEnv({});
    expect(problems).toEqual([]);
    expect(env).toMatchObject({
      STORAGE_DIR: path.join(root, '.data', 'files'),
      STORAGE_S3_REGION: 'us-east-1',
      JOBS_POLLING_SECONDS: 2,
    });
    expect(env?.STORAGE_S3_URL).toBeUndefined();
  });

  it('takes an S3-compatible bucket with its keys', () => {
    const { env, problems } = readEnv({
      STORAGE_S3_URL: 'https://kursmarkt-files.s3.eu-central-1.amazonaws.com',
      STORAGE_S3_REGION: 'eu-central-1',
      STORAGE_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(problems).toEqual([]);
    expect(env?.STORAGE_S3_REGION).toBe('eu-central-1');
  });

  it('refuses a bucket without keys, a bucket that is no URL and a folder inside the web root', () => {
    expect(readEnv({ STORAGE_S3_URL: 'https://minio.example:9000/files' }).problems).toEqual([
      'env.STORAGE_S3_ACCESS_KEY_ID: is needed with STORAGE_S3_URL',
      'env.STORAGE_S3_SECRET_ACCESS_KEY: is needed with STORAGE_S3_URL',
    ]);
    expect(
      readEnv({
        STORAGE_S3_URL: 's3://files',
        STORAGE_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
      }).problems,
    ).toEqual(['env.STORAGE_S3_URL: must be an http:// or https:// URL']);
    expect(
      readEnv({ SITE_DIR: '/srv/kursmarkt/site', STORAGE_DIR: '/srv/kursmarkt/site/files' })
        .problems,
    ).toEqual(['env.STORAGE_DIR: must lie outside SITE_DIR, which the server serves']);
    expect(
      readEnv({ SITE_DIR: '/srv/kursmarkt/site', STORAGE_DIR: '/srv/kursmarkt/site' }).problems,
    ).toHaveLength(1);
    expect(
      readEnv({ SITE_DIR: '/srv/kursmarkt/site', STORAGE_DIR: '/srv/kursmarkt/site-files' })
        .problems,
    ).toEqual([]);
  });

  it('asks no breached-password service by default, and takes the range API as an http(s) URL', () => {
    expect(readEnv({}).env?.PWNED_PASSWORDS_URL).toBeUndefined();
    expect(
      readEnv({ PWNED_PASSWORDS_URL: 'https://api.pwnedpasswords.com/range' }).env
        ?.PWNED_PASSWORDS_URL,
    ).toBe('https://api.pwnedpasswords.com/range');
    expect(readEnv({ PWNED_PASSWORDS_URL: 'api.pwnedpasswords.com' }).problems).toEqual([
      'env.PWNED_PASSWORDS_URL: must be an http:// or https:// URL',
    ]);
  });

  it('trusts no proxy by default, and then the number of proxies or their addresses', () => {
    expect(readEnv({}).env?.TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).env?.TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).env?.TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, ::1' }).env?.TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    for (const wrong of ['yes', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.example']) {
      expect(readEnv({ TRUST_PROXY: wrong }).problems).toEqual([
        'env.TRUST_PROXY: must be false, the number of proxies in front (1 to 10) or their addresses (IPs or CIDR ranges, comma-separated)',
      ]);
    }
  });
});
