// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recordedVies } from './test-support.ts';

describe('the VIES adapter', () => {
  it('asks with the two letters and the rest of both ids, and answers what VIES confirmed', async () => {
    const vies = recordedVies();
    vies.answer('valid');
    expect(await vies.confirmation.confirm('ATU13585627', 'DE136695976')).toEqual({
      valid: true,
      name: 'Kanzlei Huber GmbH',
      address: 'Graben 1\n1010 Wien',
      checkedAt: new Date('2026-04-02T09:15:31.412Z'),
      requestId: 'WAPIAAAAZ4n1c2Xq',
    });
    expect(vies.requests).toEqual([
      {
        countryCode: 'AT',
        vatNumber: 'U13585627',
        requesterMemberStateCode: 'DE',
        requesterNumber: '136695976',
      },
    ]);
  });

  it('asks without a requester when the seller has no VAT id, and drops the "---" VIES gives for unknown names', async () => {
    const vies = recordedVies();
    vies.answer('invalid');
    const answer = await vies.confirmation.confirm('ATU13585627', undefined);
    expect(answer).toEqual({
      valid: false,
      checkedAt: new Date('2026-04-02T09:16:02.087Z'),
      requestId: 'WAPIAAAAZ4n1d8Lm',
    });
    expect(vies.requests).toEqual([{ countryCode: 'AT', vatNumber: 'U13585627' }]);
  });

  it.each([
    ['an error of the member state', 'ms-unavailable', 200],
    ['a server error', 'valid', 503],
  ] as const)('answers unavailable on %s', async (_case, fixture, status) => {
    const vies = recordedVies();
    vies.answer(fixture, status);
    expect(await vies.confirmation.confirm('ATU13585627', 'DE136695976')).toEqual({
      unavailable: true,
    });
  });

  it('answers unavailable when the network fails', async () => {
    const vies = recordedVies();
    vies.fail();
    expect(await vies.confirmation.confirm('ATU13585627', 'DE136695976')).toEqual({
      unavailable: true,
    });
  });
});
