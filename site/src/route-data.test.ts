import {
  bannerKey,
  cityKey,
  courseKey,
  infiniteSearchRequest,
  organizersKey,
} from '@kursmarkt/api';
import type { CourseDetail } from '@kursmarkt/schemas';
import type { ConfigurationResponse, MessagesResponse, ModuleEntry } from '@kursmarkt/schemas';
import { describe, expect, it } from 'vitest';
import type { BootData } from './boot.ts';
import { routeRequests } from './route-data.ts';

const preview: ModuleEntry = {
  name: 'COURSE_PREVIEW',
  position: 0,
  config: { title: 'modules.latestCourses.title' },
};

const boot = (configuration: Partial<ConfigurationResponse>): BootData => ({
  consentAnswered: true,
  configuration: {
    maintenance: false,
    modules: [preview],
    language: 'de',
    types: ['SPECIALIZATION', 'EDUCATION'],
    courseTypes: ['ONLINE', 'PRESENT', 'SELF'],
    banners: [],
    ...configuration,
  } as ConfigurationResponse,
  messages: {} as MessagesResponse,
});

describe('routeRequests', () => {
  it('loads the course preview’s data for the start page, with or without a query', () => {
    for (const url of ['/', '/?language=en']) {
      expect(routeRequests(url, boot({})).map((request) => request.key)).toContainEqual(
        organizersKey(),
      );
    }
  });

  it('loads the first results page of the URL’s search as the results page asks for it', () => {
    const [request] = routeRequests('/search?term=Arbeitsrecht&courseType=ONLINE', boot({}));
    expect(request?.key).toBe(
      infiniteSearchRequest({
        term: 'Arbeitsrecht',
        courseType: 'ONLINE',
        types: ['EDUCATION', 'SPECIALIZATION'],
        language: 'de',
        limit: 20,
      }).key,
    );
  });

  it('loads a category listing with its preset', () => {
    const [plain] = routeRequests('/search', boot({}));
    const [online] = routeRequests('/online-seminare', boot({}));
    expect(online?.key).toEqual(expect.any(String));
    expect(online?.key).not.toBe(plain?.key);
  });

  it('loads nothing for a category listing the domain does not offer', () => {
    const lumen = boot({ types: ['EDUCATION'], courseTypes: ['ONLINE', 'SELF'] });
    expect(routeRequests('/praesenzschulung', lumen)).toEqual([]);
    expect(routeRequests('/online-seminare', lumen)).not.toEqual([]);
  });

  it('loads the course of a course page in the page’s language', () => {
    const english = boot({ language: 'en' });
    for (const path of ['/fachanwaltslehrgang/arbeitsrecht-6', '/course/6']) {
      expect(routeRequests(path, english).map((request) => request.key)).toEqual([
        courseKey(6, 'en'),
      ]);
    }
    expect(routeRequests('/fortbildung/ohne-nummer', english)).toEqual([]);
    expect(routeRequests('/fortbildung/kurs-6/mehr', english)).toEqual([]);
  });

  it('loads a city page’s city, then the search near it as the city page asks for it', () => {
    const scoped = {
      ...boot({}),
      messages: {
        lawyerScopes: [{ id: 3, name: 'Arbeitsrecht' }],
        renoScopes: [],
      } as unknown as MessagesResponse,
    };
    const [city] = routeRequests('/stadt/koeln-4/arbeitsrecht-3', scoped);
    expect(city?.key).toEqual(cityKey(4));
    expect(city?.next?.({ id: 4, name: 'Köln' }).map((request) => request.key)).toEqual([
      infiniteSearchRequest({
        courseType: 'PRESENT',
        cityId: 4,
        radius: 50,
        scope: 3,
        types: ['EDUCATION', 'SPECIALIZATION'],
        language: 'de',
        limit: 20,
      }).key,
    ]);
    const [plain] = routeRequests('/stadt/koeln-4', scoped);
    expect(plain?.next?.({ id: 4, name: 'Köln' })[0]?.key).not.toBe(
      city?.next?.({ id: 4, name: 'Köln' })[0]?.key,
    );
    // Paths the city page answers with 404 load nothing.
    for (const path of ['/stadt/koeln', '/stadt/koeln-4/unbekannt-99', '/stadt/koeln-4/a-3/b']) {
      expect(routeRequests(path, scoped)).toEqual([]);
    }
  });

  it('loads the configured banner of a page with it, narrowed as the page narrows it', () => {
    const banners = boot({
      banners: [
        { placement: 'start', text: 'banners.start' },
        { placement: 'search', text: 'banners.search', types: ['SPECIALIZATION'] },
        { placement: 'course', text: 'banners.course' },
      ],
    });
    expect(routeRequests('/', banners).map((request) => request.key)).toContainEqual(
      bannerKey('start', {}, 'de'),
    );
    expect(routeRequests('/fachanwaltslehrgaenge', banners)[1]?.key).toEqual(
      bannerKey('search', { types: ['SPECIALIZATION'] }, 'de'),
    );
    expect(routeRequests('/search?scope=3', banners)[1]?.key).toEqual(
      bannerKey('search', { scopes: [3], types: ['EDUCATION', 'SPECIALIZATION'] }, 'de'),
    );
    const [course] = routeRequests('/fachanwaltslehrgang/arbeitsrecht-6', banners);
    const found = { scopes: [{ id: 3, name: 'Arbeitsrecht' }], searchType: 'SPECIALIZATION' };
    expect(course?.next?.(found as CourseDetail).map((request) => request.key)).toEqual([
      bannerKey('course', { scopes: [3], types: ['SPECIALIZATION'] }, 'de'),
    ]);
    // Without a configured banner for the placement, no call.
    expect(routeRequests('/search', boot({}))).toHaveLength(1);
  });

  it('loads nothing for other pages or in maintenance', () => {
    expect(routeRequests('/faq', boot({}))).toEqual([]);
    expect(routeRequests('/', boot({ maintenance: true }))).toEqual([]);
  });
});
