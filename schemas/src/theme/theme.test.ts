import { describe, expect, it } from 'vitest';
import { issuesFromZod } from '../issues.ts';
import { checkContrast, contrastRatio } from './contrast.ts';
import { cssVariableName, flattenTokens, themeStyleSheet } from './css.ts';
import { mergeTokens } from './merge.ts';
import { themeTokensPartialSchema, themeTokensSchema, type ThemeTokens } from './tokens.ts';

const t = (value: string) => ({ value, description: 'test token' });

/** A small complete token set built from the schema's own shape, every colour the same. */
function uniformTokens(colour: string): ThemeTokens {
  const fill = (schema: unknown, path: string[]): unknown => {
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    if (shape && 'value' in shape && 'description' in shape) {
      const [group] = path;
      const values: Record<string, string> = {
        color: colour,
        typography:
          path[1] === 'family'
            ? 'Arial, sans-serif'
            : path[1] === 'weight'
              ? '400'
              : path[1] === 'lineHeight'
                ? '1.5'
                : '1rem',
        motion: path[1] === 'duration' ? '100ms' : 'ease',
        shadow: '0 1px 2px #0000001a',
        layer: '1',
        opacity: '0.5',
        asset: '/logo.svg',
      };
      return t(values[group ?? ''] ?? '1rem');
    }
    return Object.fromEntries(
      Object.entries(shape ?? {}).map(([key, child]) => [key, fill(child, [...path, key])]),
    );
  };
  return themeTokensSchema.parse(fill(themeTokensSchema, [])) as ThemeTokens;
}

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777777')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG reference value for #767676 on white (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('checkContrast', () => {
  it('reports every text/background pair of a theme whose colours are all equal', () => {
    const failures = checkContrast(uniformTokens('#888888'));
    expect(failures.length).toBeGreaterThan(20);
    expect(failures).toContainEqual(
      expect.objectContaining({
        foreground: 'color.text.primary',
        background: 'color.surface.page',
        minimum: 4.5,
        reason: 'ratio',
      }),
    );
  });

  it('refuses to measure a translucent colour instead of guessing what lies beneath it', () => {
    const tokens = mergeTokens(uniformTokens('#000000'), {
      color: { surface: { page: { value: '#ffffff80' } } },
    });
    expect(checkContrast(tokens)).toContainEqual(
      expect.objectContaining({ background: 'color.surface.page', reason: 'translucent' }),
    );
  });
});

describe('mergeTokens', () => {
  it('overrides only the values a partial names and keeps base descriptions', () => {
    const base = uniformTokens('#111111');
    const merged = mergeTokens(base, { color: { text: { primary: { value: '#222222' } } } });
    expect(merged.color.text.primary).toEqual({ value: '#222222', description: 'test token' });
    expect(merged.color.text.secondary).toEqual(base.color.text.secondary);
    expect(base.color.text.primary.value).toBe('#111111');
  });

  it('applies later partials over earlier ones, as customTheme goes over the theme', () => {
    const merged = mergeTokens(
      uniformTokens('#111111'),
      { radius: { md: { value: '4px' } } },
      { radius: { md: { value: '8px' } } },
    );
    expect(merged.radius.md.value).toBe('8px');
  });
});

describe('themeTokensPartialSchema', () => {
  it('accepts a partial without descriptions', () => {
    expect(
      themeTokensPartialSchema.safeParse({ color: { brand: { primary: { value: '#123456' } } } })
        .success,
    ).toBe(true);
  });

  it('names unknown keys and wrong types by their path', () => {
    const result = themeTokensPartialSchema.safeParse({
      color: { brand: { sparkle: { value: '#fff' } } },
      space: { md: { value: 12 } },
      radius: { md: { value: 'big' } },
    });
    expect(result.success).toBe(false);
    const issues = issuesFromZod(result.error!, 'customTheme').map(
      (i) => `${i.path}: ${i.message}`,
    );
    expect(issues).toContain('customTheme.color.brand.sparkle: is not a known key');
    expect(issues).toContainEqual(expect.stringMatching(/^customTheme\.space\.md\.value: /));
    expect(issues).toContain(
      'customTheme.radius.md.value: must be a CSS length such as 1rem or 4px',
    );
  });

  it('rejects CSS that could break out of a declaration', () => {
    const result = themeTokensPartialSchema.safeParse({
      typography: { family: { body: { value: 'Arial; } body { display: none' } } },
    });
    expect(result.success).toBe(false);
  });
});

describe('CSS custom properties', () => {
  it('names a property after its token path in kebab case', () => {
    expect(cssVariableName('color.text.onBrand')).toBe('--color-text-on-brand');
    expect(cssVariableName('typography.lineHeight.normal')).toBe('--typography-line-height-normal');
  });

  it('scopes every token of a theme to its data-theme attribute', () => {
    const tokens = uniformTokens('#101010');
    const css = themeStyleSheet('RENO', tokens);
    expect(css.startsWith('[data-theme="RENO"] {')).toBe(true);
    expect(css).toContain('--color-text-primary: #101010;');
    expect(css).toContain('--asset-logo: url("/logo.svg");');
    expect(css.match(/--[a-z-]+:/g)).toHaveLength(flattenTokens(tokens).length);
  });
});
