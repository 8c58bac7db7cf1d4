import { describe, expect, it } from 'vitest';
import { sessionMessages } from '../session/messages.ts';
import { invoiceMessages } from './invoice-messages.ts';
import { dashboardMessages } from './messages.ts';

describe.each([
  ['dashboard.', dashboardMessages],
  ['dashboard.invoices.', invoiceMessages],
  ['session.', sessionMessages],
])('the %s messages', (prefix, messages) => {
  const ids = Object.values(messages).map((message) => message.id);

  it('name every id under their prefix and none twice', () => {
    expect(ids.every((id) => id.startsWith(prefix))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
