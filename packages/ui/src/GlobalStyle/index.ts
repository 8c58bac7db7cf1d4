export { GlobalStyle } from './GlobalStyle.tsx';
