import { categoryRoutes, idFromSegment } from '@kursmarkt/schemas/rules';
import { effectiveSearch, toApiParams } from '@kursmarkt/search';
import { describe, expect, it } from 'vitest';
import {
  categoryPages,
  cityPagePath,
  cityPageSetup,
  pageOffered,
  searchPage,
} from './search-pages.ts';

describe('category presets', () => {
  it('has a page for every category route', () => {
    expect(Object.keys(categoryPages).sort()).toEqual([...categoryRoutes].sort());
  });

  it.each([
    ['fachanwaltslehrgaenge', { category: 'fachanwaltslehrgang', types: ['SPECIALIZATION'] }],
    ['fortbildungen', { types: ['EDUCATION'] }],
    ['fortbildungen-15-fao', { category: 'fortbildung-15-fao', types: ['EDUCATION'] }],
    ['online-seminare', { courseType: 'ONLINE', types: ['EDUCATION', 'SPECIALIZATION'] }],
    ['online-seminare-mitarbeiter', { courseType: 'ONLINE', types: ['RENO'] }],
    ['praesenzschulung', { courseType: 'PRESENT' }],
    ['selbststudium', { courseType: 'SELF', types: ['EDUCATION', 'SPECIALIZATION'] }],
    ['selbststudium-mitarbeiter', { courseType: 'SELF', types: ['RENO'] }],
  ] as const)('/%s searches %j', (route, preset) => {
    expect(categoryPages[route].preset).toEqual(preset);
  });

  it('offers on Lumen (online and self-study, EDUCATION) only the pages of its formats and type', () => {
    const lumen = { types: ['EDUCATION'], courseTypes: ['ONLINE', 'SELF'] } as const;
    const offered = categoryRoutes.filter((route) => pageOffered(categoryPages[route], lumen));
    expect(offered.sort()).toEqual([
      'fortbildungen',
      'fortbildungen-15-fao',
      'online-seminare',
      'selbststudium',
    ]);
    expect(pageOffered(searchPage, lumen)).toBe(true);
  });

  it('offers every page but the office staff’s on the lawyers’ domain', () => {
    const lawyer = {
      types: ['SPECIALIZATION', 'EDUCATION'],
      courseTypes: ['ONLINE', 'PRESENT', 'SELF'],
    } as const;
    expect(
      categoryRoutes.filter((route) => !pageOffered(categoryPages[route], lawyer)).sort(),
    ).toEqual(['online-seminare-mitarbeiter', 'selbststudium-mitarbeiter']);
  });

  it('searches the domain’s own types on the classroom page', () => {
    expect(
      toApiParams(effectiveSearch({}, categoryPages.praesenzschulung, ['RENO']), 'de'),
    ).toEqual({ courseType: 'PRESENT', types: ['RENO'], language: 'de', limit: 20 });
  });

  it('fixes nothing on /search', () => {
    expect(searchPage.preset).toEqual({});
  });
});

describe('city paths', () => {
  it('writes city paths that read back to their ids', () => {
    const path = cityPagePath(
      { id: 7, name: 'Köln' },
      { id: 13, name: 'Miet- und Wohnungseigentumsrecht' },
    );
    expect(path).toBe('/stadt/koeln-7/miet-und-wohnungseigentumsrecht-13');
    const [, , city, scope] = path.split('/');
    expect(idFromSegment(city)).toBe(7);
    expect(idFromSegment(scope)).toBe(13);
    expect(cityPagePath({ id: 3, name: 'Frankfurt am Main' })).toBe('/stadt/frankfurt-am-main-3');
  });

  it('searches in-person courses within 50 km of the city, maybe in one scope', () => {
    const page = cityPageSetup({ id: 7, name: 'Köln' }, { id: 2, name: 'Arbeitsrecht' });
    expect(toApiParams(effectiveSearch({}, page, ['SPECIALIZATION', 'EDUCATION']), 'de')).toEqual({
      scope: 2,
      types: ['EDUCATION', 'SPECIALIZATION'],
      courseType: 'PRESENT',
      cityId: 7,
      radius: 50,
      language: 'de',
      limit: 20,
    });
    expect(effectiveSearch({ radius: 100, cityId: 9 }, cityPageSetup({ id: 7 }), ['RENO'])).toEqual(
      {
        types: ['RENO'],
        courseType: 'PRESENT',
        cityId: 7,
        radius: 100,
      },
    );
  });
});
