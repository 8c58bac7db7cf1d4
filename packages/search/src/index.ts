export * from './SearchBox/index.ts';
export {
  activeFilterCount,
  effectiveSearch,
  lockedKeys,
  monthRange,
  readSearchState,
  replaceSearchInQuery,
  toApiParams,
} from './search-state.ts';
export { searchPath, writeSearchState, type SearchKey, type SearchState } from './search-url.ts';
