import { organizersKey } from '@kursmarkt/api';
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
  configuration: {
    maintenance: false,
    modules: [preview],
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

  it('loads nothing for other pages or in maintenance', () => {
    expect(routeRequests('/faq', boot({}))).toEqual([]);
    expect(routeRequests('/', boot({ maintenance: true }))).toEqual([]);
  });
});
