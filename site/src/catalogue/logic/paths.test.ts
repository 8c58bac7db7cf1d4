import { describe, expect, it } from 'vitest';
import { idFromSegment, organizerPath, referentPath } from './paths.ts';

describe('idFromSegment', () => {
  it('reads the number after the last hyphen of a slug path', () => {
    expect(idFromSegment('fachanwaltslehrgang-arbeitsrecht-17')).toBe(17);
    expect(idFromSegment('online-jahresfortbildung-medizinrecht-15-stunden-15-fao-60')).toBe(60);
  });

  it('reads a bare id, as in /course/<id> and /referenten/<id>', () => {
    expect(idFromSegment('70')).toBe(70);
  });

  it('gives null for a segment without a numeric id at its end', () => {
    expect(idFromSegment('fachanwaltslehrgang-arbeitsrecht')).toBeNull();
    expect(idFromSegment('arbeitsrecht-17a')).toBeNull();
    expect(idFromSegment('arbeitsrecht-')).toBeNull();
    expect(idFromSegment('')).toBeNull();
    expect(idFromSegment(undefined)).toBeNull();
  });

  it('gives null for 0 and for ids beyond what the API accepts', () => {
    expect(idFromSegment('kurs-0')).toBeNull();
    expect(idFromSegment('kurs-2147483647')).toBe(2_147_483_647);
    expect(idFromSegment('kurs-2147483648')).toBeNull();
    expect(idFromSegment('kurs-99999999999')).toBeNull();
  });
});

describe('catalogue paths', () => {
  it('links an organizer by slug and id, or by id alone when no slug is known', () => {
    expect(organizerPath({ id: 4, slug: 'hanseatische-anwaltsakademie' })).toBe(
      '/veranstalter/hanseatische-anwaltsakademie-4',
    );
    expect(organizerPath({ id: 4 })).toBe('/veranstalter/4');
  });

  it('links a speaker by id, which idFromSegment reads back', () => {
    expect(referentPath({ id: 15 })).toBe('/referenten/15');
    expect(idFromSegment(referentPath({ id: 15 }).split('/').pop())).toBe(15);
  });
});
