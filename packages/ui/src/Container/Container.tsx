import type { HTMLAttributes, Ref } from 'react';
import { StyledContainer } from './Container.styles.ts';

export type ContainerElement = 'div' | 'main' | 'section' | 'header' | 'footer';

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  /** The element, e.g. `main` for the page's main content. @default 'div' */
  as?: ContainerElement;
  ref?: Ref<HTMLElement>;
};

/** Centres page content at the theme's content width, with side padding on narrow screens. */
export function Container({ as = 'div', ...rest }: ContainerProps) {
  return <StyledContainer as={as} {...rest} />;
}
