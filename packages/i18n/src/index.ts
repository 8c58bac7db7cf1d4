export {
  changeLanguage,
  fallbackLanguage,
  languageQueryParameter,
  languageStorageKey,
  readLanguage,
  resolveLanguage,
  type BrowserEnvironment,
  type LanguageSources,
} from './language.ts';
export { shellMessages } from './messages/shell.ts';
export { IntlRoot, type IntlRootProps, type MessageCatalog } from './IntlRoot.tsx';
export {
  minimumPageTitleLength,
  pageTitleFor,
  useMetaDescription,
  usePageTitle,
  type PageDefaults,
} from './page-meta.tsx';
