export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
export { CityRadiusField, type CityRadiusFieldProps } from './city-radius-field.tsx';
export { searchBoxKeys, searchTypeChoices } from './search-params.ts';
