// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { systemClock } from '../clock.ts';
import { createAdapterClass } from './adapter.ts';
import { loadProviderKeys } from './keys.ts';

describe.each(testDatabaseTargets())('the provider storage on $name', (target) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
  }, 120_000);

  afterAll(async () => {
    await testDatabase?.cleanup();
  });

  it('finds stored artefacts by id, uid and user code, marks them consumed and revokes them by grant', async () => {
    const Adapter = createAdapterClass(testDatabase.database.db, systemClock);
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'grant-1', uid: 'uid-1', userCode: 'U-1' }, 60);
    expect(await codes.find('code-1')).toMatchObject({ grantId: 'grant-1' });
    expect(await codes.findByUid('uid-1')).toMatchObject({ grantId: 'grant-1' });
    expect(await codes.findByUserCode('U-1')).toMatchObject({ grantId: 'grant-1' });
    expect(await new Adapter('RefreshToken').find('code-1')).toBeUndefined();

    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
    await codes.revokeByGrantId('grant-1');
    expect(await codes.find('code-1')).toBeUndefined();
  });

  it('never returns an artefact expired by its clock', async () => {
    let now = new Date('2026-03-10T10:00:00Z');
    const Adapter = createAdapterClass(testDatabase.database.db, { now: () => now });
    const sessions = new Adapter('Session');
    await sessions.upsert('session-1', { accountId: 'a' }, 60);
    now = new Date('2026-03-10T10:00:59Z');
    expect(await sessions.find('session-1')).toMatchObject({ accountId: 'a' });
    now = new Date('2026-03-10T10:01:01Z');
    expect(await sessions.find('session-1')).toBeUndefined();
  });

  it('keeps the generated keys across starts, and the operator’s cookie keys win', async () => {
    const first = await loadProviderKeys(testDatabase.database.db);
    const second = await loadProviderKeys(testDatabase.database.db);
    expect(second).toEqual(first);
    expect(first.signingKey).toMatchObject({ kty: 'RSA', alg: 'RS256', d: expect.any(String) });
    const configured = await loadProviderKeys(testDatabase.database.db, ['k'.repeat(32)]);
    expect(configured).toEqual({ signingKey: first.signingKey, cookieKeys: ['k'.repeat(32)] });
  });
});
