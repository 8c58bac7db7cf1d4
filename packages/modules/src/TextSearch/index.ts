export { TextSearch, TextSearch as default, type TextSearchProps } from './TextSearch.tsx';
export { messages as textSearchMessages, en as textSearchMessagesEn } from './messages.ts';
