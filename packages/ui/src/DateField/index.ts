export { DateField, type DateFieldProps } from './DateField.tsx';
export {
  formatGermanDate,
  parseGermanDate,
  type GermanDateRejection,
  type GermanDateResult,
} from './parse-german-date.ts';
