import { cityKey, courseKey, infiniteSearchRequest, organizersKey } from '@kursmarkt/api';
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

  it('loads nothing for other pages or in maintenance', () => {
    expect(routeRequests('/faq', boot({}))).toEqual([]);
    expect(routeRequests('/', boot({ maintenance: true }))).toEqual([]);
  });
});
