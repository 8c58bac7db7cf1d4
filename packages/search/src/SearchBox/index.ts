export { SearchBox, type SearchBoxProps, type ScopeCategory } from './SearchBox.tsx';
export { CityRadiusField, type CityRadiusFieldProps } from './city-radius-field.tsx';
export {
  mergeSearchQuery,
  type ChosenCity,
  type CourseTypeChoice,
  type SearchBoxQuery,
} from './search-params.ts';
export { de as searchBoxMessages, en as searchBoxMessagesEn } from './messages.ts';
