// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchingWordStarts } from './word-starts.ts';

describe('matchingWordStarts', () => {
  it('lets each word of four or more letters match the words it begins', () => {
    expect(matchingWordStarts("'kundigungsschutz' & 'abfind'")).toBe(
      "'kundigungsschutz':* & 'abfind':*",
    );
    expect(matchingWordStarts("'miet'")).toBe("'miet':*");
  });

  it('keeps shorter words exact, counting letters rather than bytes', () => {
    expect(matchingWordStarts("'it' & 'erb' & 'fachanwalt'")).toBe("'it' & 'erb' & 'fachanwalt':*");
    expect(matchingWordStarts("'süß'")).toBe("'süß'");
    expect(matchingWordStarts("'ärzt'")).toBe("'ärzt':*");
  });

  it('keeps the operators, phrases, negations and quotes inside a word', () => {
    expect(matchingWordStarts("( 'erbrecht' <-> 'testament' | !'pflichtteil' ) & 'o''brien'")).toBe(
      "( 'erbrecht':* <-> 'testament':* | !'pflichtteil':* ) & 'o''brien':*",
    );
    expect(matchingWordStarts("'o''k'")).toBe("'o''k'");
  });

  it('leaves a query without words as it is', () => {
    expect(matchingWordStarts('')).toBe('');
  });
});
