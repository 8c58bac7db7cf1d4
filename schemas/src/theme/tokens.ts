import { z } from 'zod';

/** The value patterns a token may take; each keeps CSS-invalid values out of the style sheet. */
const hexColour = z
  .string()
  .regex(
    /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
    'must be a hex colour such as #1a2b3c',
  )
  .meta({ description: 'A hex colour.', examples: ['#1a2b3c'] });
const length = z
  .string()
  .regex(/^(?:0|-?\d*\.?\d+(?:px|rem|em|%|vh|vw|ch))$/, 'must be a CSS length such as 1rem or 4px')
  .meta({ description: 'A CSS length.', examples: ['1rem', '4px'] });
const duration = z
  .string()
  .regex(/^\d+ms$/, 'must be a duration in milliseconds such as 150ms')
  .meta({ description: 'A duration in milliseconds.', examples: ['150ms'] });
const fontFamily = z
  .string()
  .min(1)
  .regex(/^[\w\s"',-]+$/, 'must be a font family list such as "Source Serif", Georgia, serif')
  .meta({ description: 'A CSS font family list.', examples: ['"Source Serif", Georgia, serif'] });
const fontWeight = z
  .string()
  .regex(/^[1-9]00$/, 'must be a font weight from 100 to 900')
  .meta({ description: 'A font weight from 100 to 900.', examples: ['600'] });
const unitless = z
  .string()
  .regex(/^\d+(?:\.\d+)?$/, 'must be a unitless number such as 1.5')
  .meta({ description: 'A number without unit.', examples: ['1.5'] });
const shadow = z
  .string()
  .min(1)
  .regex(/^[\w\s#.,()%-]+$/, 'must be a CSS box-shadow such as 0 1px 2px #0000001a')
  .meta({ description: 'A CSS box-shadow.', examples: ['0 1px 2px #0000001a'] });
const easing = z
  .string()
  .regex(
    /^(?:ease|ease-in|ease-out|ease-in-out|linear|cubic-bezier\([\d\s.,-]+\))$/,
    'must be a CSS easing such as ease-out or cubic-bezier(0.2, 0, 0, 1)',
  )
  .meta({ description: 'A CSS easing.', examples: ['ease-out', 'cubic-bezier(0.2, 0, 0, 1)'] });
const integer = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .meta({ description: 'A whole number.', examples: ['100'] });
const asset = z
  .string()
  .regex(
    /^(?:data:image\/|\/|https:\/\/)/,
    'must be a data:image URI, an absolute path or an https URL',
  )
  .meta({
    description: 'An image: a data:image URI, an absolute path or an https URL.',
    examples: ['/brand/logo.svg'],
  });

const leafSchemas = new WeakSet<z.ZodType>();
/** A design token: a value of the given kind and a one-line description of its purpose. */
function token<T extends z.ZodString>(value: T) {
  const leaf = z.strictObject({ value, description: z.string().min(1, 'needs a description') });
  leafSchemas.add(leaf);
  return leaf;
}
const group = <const K extends string, S extends z.ZodType>(keys: readonly K[], make: () => S) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, make()])) as Record<K, S>);

export const colourTokensSchema = z.strictObject({
  text: group(
    ['primary', 'secondary', 'muted', 'inverse', 'link', 'linkHover', 'onBrand', 'onAccent'],
    () => token(hexColour),
  ),
  surface: group(['page', 'raised', 'sunken', 'inverse', 'brandSubtle', 'overlay'], () =>
    token(hexColour),
  ),
  brand: group(['primary', 'primaryHover', 'primaryActive', 'secondary'], () => token(hexColour)),
  accent: group(['default', 'hover', 'subtle'], () => token(hexColour)),
  state: group(
    [
      'success',
      'successSurface',
      'warning',
      'warningSurface',
      'danger',
      'dangerSurface',
      'info',
      'infoSurface',
    ],
    () => token(hexColour),
  ),
  border: group(['subtle', 'default', 'strong'], () => token(hexColour)),
  focus: group(['ring', 'ringInverse'], () => token(hexColour)),
});

export const typographyTokensSchema = z.strictObject({
  family: group(['body', 'heading', 'mono'], () => token(fontFamily)),
  size: group(['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'], () => token(length)),
  weight: group(['regular', 'medium', 'bold'], () => token(fontWeight)),
  lineHeight: group(['tight', 'normal', 'relaxed'], () => token(unitless)),
});

export const themeTokensSchema = z.strictObject({
  color: colourTokensSchema,
  typography: typographyTokensSchema,
  space: group(['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'], () => token(length)),
  size: group(
    [
      'borderThin',
      'borderThick',
      'focusRing',
      'controlSm',
      'controlMd',
      'controlLg',
      'iconSm',
      'iconMd',
      'iconLg',
      'logo',
      'logoCompact',
      'container',
      'cardMin',
      'dialog',
      'loadingBar',
    ],
    () => token(length),
  ),
  radius: group(['none', 'sm', 'md', 'lg', 'pill'], () => token(length)),
  shadow: group(['sm', 'md', 'lg'], () => token(shadow)),
  breakpoint: group(['sm', 'md', 'lg', 'xl'], () => token(length)),
  motion: z.strictObject({
    duration: group(['fast', 'normal', 'slow'], () => token(duration)),
    easing: group(['standard', 'emphasized'], () => token(easing)),
  }),
  layer: group(['header', 'dropdown', 'overlay', 'dialog', 'toast'], () => token(integer)),
  opacity: group(['disabled'], () => token(unitless)),
  asset: group(['logo', 'logoCompact', 'favicon'], () => token(asset)),
});

/** A complete set of design tokens: what `themes/base` defines and every resolved theme has. */
export type ThemeTokens = z.infer<typeof themeTokensSchema>;
export type Token = { value: string; description: string };

/** A theme or a `customTheme`: any subset of the tokens; a description may be left out. */
export type ThemeTokensPartial = PartialTokens<ThemeTokens>;
type PartialTokens<T> = T extends Token
  ? { value: string; description?: string }
  : { [K in keyof T]?: PartialTokens<T[K]> };

/** Each part says which tokens it holds, so an editor shows the token's path on hover. */
function deepPartial(schema: z.ZodType, path: readonly string[] = []): z.ZodType {
  const at = path.join('.');
  if (leafSchemas.has(schema)) {
    const { value } = (schema as z.ZodObject<{ value: z.ZodString }>).shape;
    return z
      .strictObject({
        value,
        description: z
          .string()
          .min(1)
          .meta({ description: 'What the token is for, or why it has this value.' })
          .optional(),
      })
      .meta({ description: `The token ${at} (themes/base says what it is for).` });
  }
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, child]) => [
        key,
        deepPartial(child, [...path, key]).optional(),
      ]),
    );
    return z
      .strictObject(shape)
      .meta({ description: at ? `The ${at} tokens.` : 'Design tokens: any part of the tree.' });
  }
  throw new Error('theme token schemas contain only groups and tokens');
}

/** Validates a theme package's partial or a domain's `customTheme`: unknown keys are rejected. */
export const themeTokensPartialSchema = deepPartial(
  themeTokensSchema,
) as z.ZodType<ThemeTokensPartial>;

/** A theme package: an id as a domain configuration names it, a display name and its tokens. */
export type ThemePackage = {
  /** The value of `theme` in a domain configuration, e.g. `RENO`. */
  id: string;
  /** The brand name shown in tooling such as the Storybook toolbar. */
  name: string;
  tokens: ThemeTokensPartial;
};
