import { describe, expect, it } from 'vitest';
import { sessionMessages, sessionMessagesDe, sessionMessagesEn } from '../session/messages.ts';
import { dashboardMessages, dashboardMessagesDe, dashboardMessagesEn } from './messages.ts';

describe.each([
  ['dashboard.', dashboardMessages, dashboardMessagesDe, dashboardMessagesEn],
  ['session.', sessionMessages, sessionMessagesDe, sessionMessagesEn],
])('the %s messages', (prefix, messages, german, english) => {
  const ids = Object.values(messages).map((message) => message.id);

  it('name every id under their prefix and none twice', () => {
    expect(ids.every((id) => id.startsWith(prefix))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('have an English text for every id and no English text without an id', () => {
    expect(Object.keys(english).sort()).toEqual([...ids].sort());
    expect(Object.values(english).every((text) => text.trim() !== '')).toBe(true);
  });

  it('give the German catalog the default texts', () => {
    expect(Object.keys(german)).toHaveLength(ids.length);
  });
});
