import { cssVariableName, type ThemeTokens, type Token } from '@kursmarkt/schemas';

type Paths<T, Prefix extends string = ''> = T extends Token
  ? Prefix
  : { [K in keyof T & string]: Paths<T[K], Prefix extends '' ? K : `${Prefix}.${K}`> }[keyof T &
      string];

/** Every token path, e.g. `color.text.primary`; a typo is a type error. */
export type TokenPath = Paths<ThemeTokens>;

/**
 * The CSS `var()` reference of a token. Styles use only these, so a theme switch is one
 * attribute change: `color: ${token('color.text.primary')};`
 */
export const token = (path: TokenPath) => `var(${cssVariableName(path)})`;
