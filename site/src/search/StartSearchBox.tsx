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
 * scopes and second tab. It restores the last search from session storage (`rf_search`) and
 * sends a search to /search with its parameters replaced in the current query, so that the
 * others (`aid`, `language`, …) stay.
 */
export function StartSearchBox() {
  const { configuration, messages } = useDomain();
  const navigate = useNavigate();
  const { search } = useLocation();
  const stored = useStoredSearch();
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
        initialQuery={stored?.search ?? null}
        onSearch={onSearch}
      />
    </Slot>
  );
}
