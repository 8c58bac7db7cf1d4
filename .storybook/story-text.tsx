import { useIntl } from 'react-intl';

/**
 * Example content for stories in both languages: `<T de="Kurs buchen" en="Book course" />`.
 * Components receive such texts as props; their own texts come from the ui catalogs.
 */
export function T({ de, en }: { de: string; en: string }) {
  return <>{useStoryText()(de, en)}</>;
}

/** The same as a function, for props that take strings: `t('Suchen', 'Search')`. */
export function useStoryText() {
  const { locale } = useIntl();
  return (de: string, en: string) => (locale.startsWith('en') ? en : de);
}
