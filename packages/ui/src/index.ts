export { token, type TokenPath } from './tokens.ts';
export { uiMessages, locales, type Locale } from './i18n/locales.ts';
export * from './GlobalStyle/index.ts';
export * from './Button/index.ts';
