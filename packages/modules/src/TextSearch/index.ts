export { TextSearch, TextSearch as default, type TextSearchProps } from './TextSearch.tsx';
