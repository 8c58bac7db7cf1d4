import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlobalStyle } from './GlobalStyle.tsx';

const injectedCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('GlobalStyle', () => {
  it('styles the document from theme tokens only', () => {
    render(<GlobalStyle />);
    const css = injectedCss();
    expect(css).toContain('background:var(--color-surface-page)');
    expect(css).toContain('font-family:var(--typography-family-body)');
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  });

  it('gives every keyboard focus a visible outline from the focus tokens', () => {
    render(<GlobalStyle />);
    expect(injectedCss()).toMatch(
      /:focus-visible\{outline:var\(--size-focus-ring\) solid var\(--color-focus-ring\)/,
    );
  });
});
