import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** What a page's title and description fall back to: the domain's brand and default texts. */
export type PageDefaults = {
  /** The brand name (the configuration's `name`), put after a page's own title. */
  brand: string;
  /** The messages' `defaultSiteTitle`. */
  defaultSiteTitle: string;
  /** The messages' `defaultMetaDescription`. */
  defaultMetaDescription: string;
};

const PageDefaultsContext = createContext<PageDefaults | null>(null);

export const PageDefaultsProvider = ({
  value,
  children,
}: {
  value: PageDefaults | undefined;
  children?: ReactNode;
}) => <PageDefaultsContext.Provider value={value ?? null}>{children}</PageDefaultsContext.Provider>;

/** Titles shorter than this say too little on their own (docs/entities-and-states.md, states). */
export const minimumPageTitleLength = 10;

/**
 * The title rule of docs/entities-and-states.md, states ("the short title is used if the title is 10 characters or
 * longer, otherwise the default title"), as we read it: the page title is trimmed and its
 * characters (code points) counted; with 10 or more the document title is
 * `<page title> | <brand>`, otherwise (also without a page title) the domain's `defaultSiteTitle`.
 * @example pageTitleFor('Fachanwalt Arbeitsrecht', defaults) // 'Fachanwalt Arbeitsrecht | Kursmarkt Recht'
 * @example pageTitleFor('FAQ', defaults) // defaults.defaultSiteTitle
 */
export const pageTitleFor = (
  title: string | undefined,
  { brand, defaultSiteTitle }: Pick<PageDefaults, 'brand' | 'defaultSiteTitle'>,
) => {
  const trimmed = title?.trim() ?? '';
  return [...trimmed].length >= minimumPageTitleLength ? `${trimmed} | ${brand}` : defaultSiteTitle;
};

/**
 * Sets `document.title` by `pageTitleFor` while the calling page is shown, and the default title
 * when it goes. Does nothing outside an `IntlRoot` given `pageDefaults`.
 */
export const usePageTitle = (title?: string) => {
  const defaults = useContext(PageDefaultsContext);
  const brand = defaults?.brand;
  const defaultSiteTitle = defaults?.defaultSiteTitle;
  useEffect(() => {
    if (brand === undefined || defaultSiteTitle === undefined) return;
    document.title = pageTitleFor(title, { brand, defaultSiteTitle });
    return () => {
      document.title = defaultSiteTitle;
    };
  }, [title, brand, defaultSiteTitle]);
};

const descriptionElement = () => {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
};

/**
 * Sets the meta description to `text` while the calling page is shown, falling back to the
 * domain's `defaultMetaDescription` when `text` is empty and when the page goes.
 * Does nothing outside an `IntlRoot` given `pageDefaults`.
 */
export const useMetaDescription = (text?: string) => {
  const fallback = useContext(PageDefaultsContext)?.defaultMetaDescription;
  useEffect(() => {
    if (fallback === undefined) return;
    const meta = descriptionElement();
    meta.content = text?.trim() || fallback;
    return () => {
      meta.content = fallback;
    };
  }, [text, fallback]);
};
