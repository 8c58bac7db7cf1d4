import { organizersKey, searchKey } from '@kursmarkt/api';
import type { ModuleEntry } from '@kursmarkt/schemas';
import { describe, expect, it } from 'vitest';
import { startPageRequests } from './registry.ts';

const preview: ModuleEntry = {
  name: 'COURSE_PREVIEW',
  position: 1,
  config: { title: 'modules.latestCourses.title', types: ['RENO'], courseType: 'ONLINE' },
};
const welcome: ModuleEntry = {
  name: 'WELCOME',
  position: 0,
  config: { title: 'modules.welcome.title', text: 'modules.welcome.text' },
};

describe('startPageRequests', () => {
  it('loads the organizers and the first 12 courses of the course preview’s filters', () => {
    const requests = startPageRequests([welcome, preview]);
    expect(requests.map((request) => request.key)).toEqual([
      organizersKey(),
      searchKey({ start: 1, limit: 12, types: ['RENO'], courseType: 'ONLINE' }),
    ]);
  });

  it('searches without filters when the preview names none', () => {
    const plain: ModuleEntry = { ...preview, config: { title: 'modules.latestCourses.title' } };
    expect(startPageRequests([plain]).map((request) => request.key)).toContainEqual(
      searchKey({ start: 1, limit: 12 }),
    );
  });

  it('loads nothing ahead without a course preview, or when another start component is set', () => {
    expect(startPageRequests([welcome])).toEqual([]);
    expect(startPageRequests([welcome, preview], 'WELCOME')).toEqual([]);
  });
});
