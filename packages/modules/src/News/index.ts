export { News, News as default, type NewsProps } from './News.tsx';
