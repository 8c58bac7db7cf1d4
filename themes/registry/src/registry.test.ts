import { describe, expect, it } from 'vitest';
import { resolveTheme, themeIds } from './index.ts';

describe('resolveTheme', () => {
  it.each(themeIds)('resolves the shipped theme %s with AA contrast and complete CSS', (id) => {
    const theme = resolveTheme(id);
    expect(theme.ok, JSON.stringify(!theme.ok && theme.issues)).toBe(true);
    if (theme.ok) expect(theme.css).toContain(`[data-theme="${id}"]`);
  });

  it('ships three storefront brands and the back office’s neutral theme, all visibly different', () => {
    const brands = themeIds.map((id) => {
      const theme = resolveTheme(id);
      return theme.ok ? theme.tokens.color.brand.primary.value : undefined;
    });
    expect(themeIds).toEqual(['LAWYER', 'RENO', 'LUMEN', 'VERWALTUNG']);
    expect(new Set(brands).size).toBe(themeIds.length);
  });

  it('names an unknown theme together with the known ones', () => {
    expect(resolveTheme('NEON')).toEqual({
      ok: false,
      issues: [
        { path: 'theme', message: 'is not a known theme (known: LAWYER, RENO, LUMEN, VERWALTUNG)' },
      ],
    });
  });

  it('merges a customTheme over the theme', () => {
    const theme = resolveTheme('RENO', { color: { brand: { primary: { value: '#004d40' } } } });
    expect(theme.ok && theme.tokens.color.brand.primary.value).toBe('#004d40');
    expect(theme.ok && theme.css).toContain('--color-brand-primary: #004d40;');
  });

  it('rejects a low-contrast customTheme and names the failing pair', () => {
    const theme = resolveTheme('LAWYER', { color: { text: { secondary: { value: '#c0c0c0' } } } });
    expect(theme.ok).toBe(false);
    expect(!theme.ok && theme.issues).toContainEqual({
      path: 'customTheme.color.text.secondary',
      message: expect.stringMatching(/^1\.\d\d:1 on color\.surface\.page \(needs 4\.5:1\)$/),
    });
  });

  it('prefixes customTheme problems with where the operator wrote them', () => {
    const theme = resolveTheme(
      'LUMEN',
      { colour: {} },
      { customThemePath: 'site/domains/lumen.json#customTheme' },
    );
    expect(!theme.ok && theme.issues).toEqual([
      { path: 'site/domains/lumen.json#customTheme.colour', message: 'is not a known key' },
    ]);
  });
});
