import { describe, expect, it } from 'vitest';
import { courseDetailSections } from './constants.ts';
import {
  courseDetailPath,
  idFromSegment,
  organizerPath,
  parseId,
  referentPath,
  slugify,
} from './paths.ts';

describe('ids', () => {
  it('reads a positive PostgreSQL integer, leading zeros too', () => {
    expect(parseId('17')).toBe(17);
    expect(parseId('07')).toBe(7);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it('gives null for 0, beyond PostgreSQL’s integer, and for anything but digits', () => {
    for (const text of ['0', '2147483648', '99999999999', '-3', '1e3', '7x', ' 7', '', null]) {
      expect(parseId(text)).toBeNull();
    }
  });

  it('reads the id after the last hyphen of a path segment, or a bare id', () => {
    expect(idFromSegment('koeln-7')).toBe(7);
    expect(idFromSegment('frankfurt-am-main-12')).toBe(12);
    expect(idFromSegment('fachanwaltslehrgang-arbeitsrecht-17')).toBe(17);
    expect(idFromSegment('online-jahresfortbildung-medizinrecht-15-stunden-15-fao-60')).toBe(60);
    expect(idFromSegment('70')).toBe(70);
    // Ten digits are an id as long as PostgreSQL's integer holds it.
    expect(idFromSegment('koeln-1234567890')).toBe(1_234_567_890);
  });

  it('gives null for a segment without a positive id at its end', () => {
    for (const segment of [
      'koeln',
      'koeln-',
      'koeln-0',
      'koeln-7x',
      'kurs-2147483648',
      'arbeitsrecht-17a',
      '',
      undefined,
    ]) {
      expect(idFromSegment(segment)).toBeNull();
    }
  });
});

describe('slugs', () => {
  it('spells umlauts and ß out and makes other signs hyphens', () => {
    expect(slugify('Gebührenrecht (RVG)')).toBe('gebuehrenrecht-rvg');
    expect(slugify('Straße & Öl')).toBe('strasse-oel');
    expect(slugify('Miet- und Wohnungseigentumsrecht')).toBe('miet-und-wohnungseigentumsrecht');
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });

  it('keeps § from gluing a number to a word', () => {
    expect(slugify('Fortbildung § 15 FAO')).toBe('fortbildung-15-fao');
    expect(slugify('Fortbildung §15 FAO')).toBe('fortbildung-15-fao');
    expect(slugify('FAO§15')).toBe('fao-15');
    expect(slugify('§§ 14, 15 FAO')).toBe('14-15-fao');
  });
});

describe('storefront paths', () => {
  it.each([
    ['fachanwaltslehrgang', 'SPECIALIZATION', '/fachanwaltslehrgang/kurs-5'],
    ['fortbildung-15-fao', 'EDUCATION', '/fortbildung-15-fao/kurs-5'],
    ['praesenzschulung', 'EDUCATION', '/fortbildung/kurs-5'],
    ['selbststudium', 'RENO', '/fortbildung/kurs-5'],
    ['online-seminar', 'SPECIALIZATION', '/course/5'],
  ] as const)(
    'of a course of category %s and search type %s is %s',
    (category, searchType, path) => {
      expect(courseDetailPath({ id: 5, slug: 'kurs', category, searchType })).toBe(path);
    },
  );

  it('of a course begin with a known section and end in an id that reads back', () => {
    const path = courseDetailPath({
      id: 17,
      slug: 'arbeitsrecht',
      category: 'fachanwaltslehrgang',
      searchType: 'SPECIALIZATION',
    });
    const [, section, segment] = path.split('/');
    expect(courseDetailSections).toContain(section);
    expect(idFromSegment(segment)).toBe(17);
  });

  it('link an organizer by slug and id, or by id alone when no slug is known', () => {
    expect(organizerPath({ id: 4, slug: 'hanseatische-anwaltsakademie' })).toBe(
      '/veranstalter/hanseatische-anwaltsakademie-4',
    );
    expect(organizerPath({ id: 4 })).toBe('/veranstalter/4');
  });

  it('link a speaker by id, which idFromSegment reads back', () => {
    expect(referentPath({ id: 15 })).toBe('/referenten/15');
    expect(idFromSegment(referentPath({ id: 15 }).split('/').pop())).toBe(15);
  });
});
