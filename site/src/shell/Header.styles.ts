import styled from 'styled-components';
import { token } from '@kursmarkt/ui';

/**
 * The one breakpoint of the shell: custom properties cannot be used in media queries, so this
 * repeats the base theme's `breakpoint.md` (48em).
 */
export const wide = '(min-width: 48em)';
/**
 * Below the breakpoint. The header is written for wide screens first and narrowed here, so that
 * a render without media queries (the unit tests' document) shows every part of it.
 */
const narrow = '(width < 48em)';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${token('layer.header')};
  background: ${token('color.surface.raised')};
  border-bottom: ${token('size.borderThin')} solid ${token('color.border.subtle')};
  box-shadow: ${token('shadow.sm')};
`;

/** Logo and tools in a row, the navigation's row below; on small screens the panel below. */
export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${token('space.md')};
`;

export const Logo = styled.a`
  display: block;
  flex: none;
  height: ${token('size.logo')};
  aspect-ratio: 5 / 1;
  margin-block: ${token('space.sm')};
  background: ${token('asset.logo')} left center / contain no-repeat;
  transition: height ${token('motion.duration.slow')} ${token('motion.easing.standard')};

  [data-compact='true'] & {
    height: ${token('size.logoCompact')};
    aspect-ratio: 1 / 1;
    background-image: ${token('asset.logoCompact')};
  }

  /*
   * The logo gives way on a small screen: it takes the width left beside the cart icon and the
   * menu button, and its picture shrinks within it. Its height stays, so that the cart icon, which
   * shows only after the page has read the browser's storage, moves nothing below the header.
   */
  @media ${narrow} {
    flex: 1 1 0;
    min-width: 0;
    max-width: calc(5 * ${token('size.logo')});

    [data-compact='true'] & {
      max-width: ${token('size.logoCompact')};
    }
  }
`;

/**
 * What the header offers besides the logo: the tools and the navigation. On wide screens its
 * parts sit in the header's rows (its box does not count); on small screens it is the panel the
 * menu button opens, below the logo.
 */
export const Panel = styled.div`
  display: contents;

  @media ${narrow} {
    display: none;
    flex-basis: 100%;
    flex-direction: column;
    gap: ${token('space.sm')};
    padding-block: ${token('space.sm')};
    border-top: ${token('size.borderThin')} solid ${token('color.border.subtle')};

    &[data-open='true'] {
      display: flex;
    }
  }
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.sm')};
  margin-inline-start: auto;

  @media ${narrow} {
    margin-inline-start: 0;
  }
`;

/**
 * The cart icon: beside the menu button on small screens, so that it stays in sight with the
 * panel closed; after the tools on wide screens.
 */
export const CartSlot = styled.div`
  display: flex;
  flex: none;

  /* An empty cart shows nothing and takes no gap. */
  &:empty {
    display: none;
  }

  @media ${narrow} {
    margin-inline-start: auto;
  }
  @media ${wide} {
    order: 1;
  }
`;

export const MenuToggle = styled.button`
  display: none;

  @media ${narrow} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    margin-inline-start: auto;
    ${CartSlot}:not(:empty) + & {
      margin-inline-start: 0;
    }
    min-width: ${token('size.controlMd')};
    min-height: ${token('size.controlMd')};
    padding: 0 ${token('space.sm')};
    border: ${token('size.borderThin')} solid ${token('color.border.strong')};
    border-radius: ${token('radius.md')};
    background: ${token('color.surface.raised')};
    color: ${token('color.text.primary')};
    font: inherit;
    cursor: pointer;
  }
`;

export const NavArea = styled.div`
  flex-basis: 100%;
  min-width: 0;
  order: 2;
  border-top: ${token('size.borderThin')} solid ${token('color.border.subtle')};

  @media ${wide} {
    [data-compact='true'] & {
      display: none;
    }
  }
`;
