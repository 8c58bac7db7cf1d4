import { describe, expect, it } from 'vitest';
import { metaDescription } from './text.ts';

describe('meta descriptions', () => {
  it('keep a short text and put it on one line', () => {
    expect(metaDescription('Kurz und gut.')).toBe('Kurz und gut.');
    expect(metaDescription('Ein  Text\nauf zwei Zeilen.')).toBe('Ein Text auf zwei Zeilen.');
  });

  it('cut a long text at a word and mark the cut', () => {
    const long = metaDescription('Wort '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/Wort…$/);
    const short = metaDescription('Wort '.repeat(60), 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short).toMatch(/Wort…$/);
  });
});
