export * from './SearchBox/index.ts';
export {
  effectiveSearch,
  lockedKeys,
  monthRange,
  readSearchState,
  replaceSearchInQuery,
  toApiParams,
  writeSearchState,
  type SearchKey,
  type SearchState,
} from './search-state.ts';
