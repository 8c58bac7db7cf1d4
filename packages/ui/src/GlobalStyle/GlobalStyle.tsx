import { createGlobalStyle } from 'styled-components';
import { token } from '../tokens.ts';

/** Document-wide defaults read from the active theme's tokens: box model, type, focus. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${token('color.surface.page')};
    color: ${token('color.text.primary')};
    font-family: ${token('typography.family.body')};
    font-size: ${token('typography.size.md')};
    line-height: ${token('typography.lineHeight.normal')};
    /* A word longer than the line (German compounds on a phone) breaks instead of widening the page. */
    overflow-wrap: anywhere;
  }
  [data-theme] {
    background: ${token('color.surface.page')};
    color: ${token('color.text.primary')};
    font-family: ${token('typography.family.body')};
  }
  :focus-visible {
    outline: ${token('size.focusRing')} solid ${token('color.focus.ring')};
    outline-offset: ${token('space.xxs')};
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0s !important;
      transition-duration: 0s !important;
    }
  }
`;
