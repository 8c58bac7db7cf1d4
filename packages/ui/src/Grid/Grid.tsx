import type { ThemeTokens } from '@kursmarkt/schemas';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { token, type TokenPath } from '../tokens.ts';
import { StyledGrid } from './Grid.styles.ts';

export type GridGap = keyof ThemeTokens['space'];
/** A length token for the narrowest an item may get, e.g. `size.dialog` or `space.xxxl`. */
export type GridItemWidth = Extract<TokenPath, `size.${string}` | `space.${string}`>;
export type GridElement = 'div' | 'ul' | 'ol';

/** Either a fixed number of columns or as many as fit at a minimum item width, never both. */
export type GridLayout =
  | {
      /** A fixed number of equal columns. @default 1 */
      columns?: number;
      minItemWidth?: never;
    }
  | {
      columns?: never;
      /** Fill each row with as many columns as fit at this minimum width; no media queries. */
      minItemWidth: GridItemWidth;
    };

export type GridProps = HTMLAttributes<HTMLElement> &
  GridLayout & {
    /** Space between rows and columns, a `space` token. @default 'md' */
    gap?: GridGap;
    /** The element; `ul` or `ol` when the children are list items (bullets are removed). @default 'div' */
    as?: GridElement;
    ref?: Ref<HTMLElement>;
  };

/** A responsive grid, e.g. of course cards: fixed columns or auto-fill by a minimum item width. */
export function Grid({
  columns = 1,
  minItemWidth,
  gap = 'md',
  as = 'div',
  ref,
  style,
  ...rest
}: GridProps) {
  const layout = minItemWidth
    ? { '--grid-min-item-width': token(minItemWidth) }
    : { '--grid-columns': columns };
  return (
    <StyledGrid
      as={as}
      // styled-components types the ref by the default element; a list is an HTMLElement too.
      ref={ref as Ref<HTMLDivElement>}
      // Safari drops list semantics from lists styled without bullets unless the role is explicit.
      role={as === 'div' ? undefined : 'list'}
      data-layout={minItemWidth ? 'auto' : 'columns'}
      data-gap={gap}
      style={{ ...style, ...layout } as CSSProperties}
      {...rest}
    />
  );
}
