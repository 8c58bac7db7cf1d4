import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultSearchTypeOf } from '@kursmarkt/schemas/rules';
import {
  replaceSearchInQuery,
  SearchBox,
  searchBoxKeys,
  type SearchState,
} from '@kursmarkt/search';
import styled from 'styled-components';
import { token } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { searchBoxScopes } from './search-setup.ts';
import { useStoredSearch } from './search-storage.ts';

const Slot = styled.div`
  margin-top: ${token('space.lg')};
`;

/**
 * The start page's search box (feature SEARCH_BOX) with the domain's types, course types,
 * scopes and second tab. It sends a search to /search with its parameters replaced in the
 * current query, so that the others (`aid`, `language`, …) stay.
 *
 * A scope chosen before the page's scripts run (or without them) is an address: this page with
 * `scope=<id>`, which the box shows at its filter step (docs/decisions/0019-*). Without one in
 * the address, the box restores the last search from session storage (`rf_search`).
 */
export function StartSearchBox() {
  const { configuration, messages } = useDomain();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const stored = useStoredSearch();
  const { chosen, keep } = useMemo(() => {
    const query = new URLSearchParams(search);
    const own = new Set<string>(searchBoxKeys);
    return {
      chosen: query.has('scope')
        ? Object.fromEntries([...query].filter(([key]) => own.has(key)))
        : null,
      keep: Object.fromEntries([...query].filter(([key]) => !own.has(key))),
    };
  }, [search]);
  const onSearch = (state: SearchState) =>
    navigate(`/search?${replaceSearchInQuery(new URLSearchParams(search), state, searchBoxKeys)}`);
  return (
    <Slot>
      <SearchBox
        types={configuration.types}
        courseTypes={configuration.courseTypes}
        defaultType={defaultSearchTypeOf(configuration)}
        scopes={searchBoxScopes(configuration, messages)}
        scopeCategories={messages.scopeCategories}
        secondaryTab={configuration.featureConfiguration.SEARCH_BOX?.secondaryTab}
        initialQuery={chosen ?? stored?.search ?? null}
        onSearch={onSearch}
        addresses={{ scopePage: pathname, resultsPage: '/search', keep }}
      />
    </Slot>
  );
}
