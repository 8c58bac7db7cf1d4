import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  filterStorageKey,
  parseStoredFilter,
  parseStoredSearch,
  searchStorageKey,
  storeFilter,
  storeSearch,
  useStoredFilter,
  useStoredSearch,
} from './search-storage.ts';

const stored = {
  path: '/praesenzschulung',
  query: { scope: '2', cityId: '7', cityName: 'Köln' },
  search: { scope: '2', courseType: 'PRESENT', cityId: '7', cityName: 'Köln' },
};

function Probe() {
  const search = useStoredSearch();
  const filter = useStoredFilter();
  return (
    <p>{`${search ? search.path : 'no search'} / ${filter ? String(filter.open) : 'no filter'}`}</p>
  );
}

afterEach(() => sessionStorage.clear());

describe('the stored search', () => {
  it('is kept under rf_search and read back', () => {
    storeSearch(stored);
    expect(JSON.parse(sessionStorage.getItem(searchStorageKey)!)).toEqual(stored);
    expect(parseStoredSearch(sessionStorage.getItem(searchStorageKey))).toEqual(stored);
  });

  it('counts anything but the expected shape as nothing stored', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      '{"path":"praesenzschulung","query":{},"search":{}}',
      '{"path":"/search","query":{"scope":2},"search":{}}',
      '{"path":"/search","query":{}}',
    ]) {
      expect(parseStoredSearch(raw)).toBeNull();
    }
  });

  it('keeps the filter panel state under rf_filter', () => {
    storeFilter({ open: false });
    expect(sessionStorage.getItem(filterStorageKey)).toBe('{"open":false}');
    expect(parseStoredFilter('{"open":"yes"}')).toBeNull();
  });

  it('is not read on the server, so server and browser render the same first', () => {
    storeSearch(stored);
    storeFilter({ open: false });
    expect(renderToString(<Probe />)).toContain('no search / no filter');
  });

  it('is read in the browser and follows changes', () => {
    render(<Probe />);
    expect(screen.getByText('no search / no filter')).toBeInTheDocument();
    act(() => storeSearch(stored));
    expect(screen.getByText('/praesenzschulung / no filter')).toBeInTheDocument();
    act(() => storeFilter({ open: true }));
    expect(screen.getByText('/praesenzschulung / true')).toBeInTheDocument();
  });
});
