import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { GlobalStyle } from './GlobalStyle.tsx';

/** The CSS GlobalStyle produces, collected the way server rendering collects it. */
function globalCss() {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<GlobalStyle />));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  it('styles the document from theme tokens only', () => {
    const css = globalCss();
    expect(css).toMatch(/body\{[^}]*background:var\(--color-surface-page\)/);
    expect(css).toMatch(/body\{[^}]*font-family:var\(--typography-family-body\)/);
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  });

  it('gives every keyboard focus a visible outline from the focus tokens', () => {
    expect(globalCss()).toMatch(
      /:focus-visible\{outline:var\(--size-focus-ring\) solid var\(--color-focus-ring\)/,
    );
  });
});
