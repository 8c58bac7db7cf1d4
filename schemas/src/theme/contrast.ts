import type { ThemeTokens } from './tokens.ts';

/** WCAG 2.2 minimums: 4.5 for normal text, 3 for large text and user-interface parts. */
export const TEXT = 4.5;
export const UI = 3;

/** A foreground/background pair that the components draw together, and the ratio it needs. */
export type ContrastPair = { foreground: string; background: string; minimum: number };

const surfaces = ['page', 'raised', 'sunken'] as const;
const textOn = (foreground: string, backgrounds: readonly string[], minimum = TEXT) =>
  backgrounds.map((background) => ({ foreground, background, minimum }));

/** Every pair the ui components render; the check covers exactly these. */
export const contrastPairs: readonly ContrastPair[] = [
  ...textOn('color.text.primary', [
    ...surfaces.map((s) => `color.surface.${s}`),
    'color.surface.brandSubtle',
    'color.accent.subtle',
  ]),
  ...textOn('color.text.secondary', ['color.surface.page', 'color.surface.raised']),
  ...textOn('color.text.muted', ['color.surface.page', 'color.surface.raised']),
  ...textOn('color.text.link', ['color.surface.page', 'color.surface.raised']),
  ...textOn('color.text.linkHover', ['color.surface.page', 'color.surface.raised']),
  ...textOn('color.text.inverse', ['color.surface.inverse']),
  ...textOn('color.text.onBrand', [
    'color.brand.primary',
    'color.brand.primaryHover',
    'color.brand.primaryActive',
  ]),
  ...textOn('color.text.onAccent', ['color.accent.default', 'color.accent.hover']),
  ...(['success', 'warning', 'danger', 'info'] as const).flatMap((state) => [
    ...textOn(`color.state.${state}`, [`color.state.${state}Surface`, 'color.surface.raised'], UI),
    ...textOn('color.text.primary', [`color.state.${state}Surface`]),
  ]),
  ...textOn('color.state.danger', ['color.surface.raised', 'color.surface.page']),
  ...textOn('color.border.strong', ['color.surface.page', 'color.surface.raised'], UI),
  // The focus outline is drawn beside its element, on whatever surface holds it.
  ...textOn(
    'color.focus.ring',
    [
      ...surfaces.map((s) => `color.surface.${s}`),
      'color.surface.brandSubtle',
      'color.accent.subtle',
      ...(['success', 'warning', 'danger', 'info'] as const).map((s) => `color.state.${s}Surface`),
    ],
    UI,
  ),
  ...textOn('color.focus.ringInverse', ['color.surface.inverse'], UI),
  ...textOn('color.brand.primary', ['color.surface.page', 'color.surface.raised'], UI),
];

const channel = (hex: string) => {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** Reads `#rgb`, `#rrggbb` or `#rrggbbaa` as [r, g, b, alpha] hex pairs. */
function parseHex(colour: string): { rgb: [string, string, string]; opaque: boolean } {
  let hex = colour.slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return {
    rgb: [hex.slice(0, 2), hex.slice(2, 4), hex.slice(4, 6)],
    opaque: hex.length === 6 || hex.slice(6, 8).toLowerCase() === 'ff',
  };
}

const luminance = (rgb: [string, string, string]) => {
  const [r, g, b] = rgb.map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two opaque hex colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(parseHex(foreground).rgb);
  const b = luminance(parseHex(background).rgb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export type ContrastFailure = ContrastPair & { ratio: number; reason: 'ratio' | 'translucent' };

const lookup = (tokens: ThemeTokens, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tokens) as {
    value: string;
  };

/** Every pair of `contrastPairs` that misses its minimum, or is translucent and so unmeasurable. */
export function checkContrast(tokens: ThemeTokens): ContrastFailure[] {
  return contrastPairs.flatMap((pair): ContrastFailure[] => {
    const fg = lookup(tokens, pair.foreground).value;
    const bg = lookup(tokens, pair.background).value;
    if (!parseHex(fg).opaque || !parseHex(bg).opaque) {
      return [{ ...pair, ratio: 0, reason: 'translucent' }];
    }
    const ratio = contrastRatio(fg, bg);
    return ratio < pair.minimum ? [{ ...pair, ratio, reason: 'ratio' }] : [];
  });
}

/** A failure as a `path: message` issue, the path being the foreground token. */
export function contrastIssue(failure: ContrastFailure, prefix = '') {
  const path = `${prefix}${failure.foreground}`;
  const message =
    failure.reason === 'translucent'
      ? `must be opaque to be measured against ${failure.background}`
      : `${failure.ratio.toFixed(2)}:1 on ${failure.background} (needs ${failure.minimum}:1)`;
  return { path, message };
}
