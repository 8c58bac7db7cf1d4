import type { ThemePackage } from '@kursmarkt/schemas';

/**
 * A white-label brand that shares nothing visible with the other two: violet and coral,
 * a humanist sans, generous pill-shaped corners and softer shadows.
 */
export const lumenTheme = {
  id: 'LUMEN',
  name: 'Lumen Akademie',
  tokens: {
    color: {
      text: {
        primary: { value: '#2a1f3d' },
        secondary: { value: '#554a66' },
        muted: { value: '#615673' },
        link: { value: '#6d2fa3' },
        linkHover: { value: '#4e1f78' },
        onAccent: { value: '#2a1f3d' },
      },
      surface: {
        page: { value: '#fbf8ff', description: 'A faint violet page tint.' },
        sunken: { value: '#f1eafb' },
        inverse: { value: '#2a1f3d' },
        brandSubtle: { value: '#efe4fa' },
        overlay: { value: '#2a1f3d99' },
      },
      brand: {
        primary: { value: '#5b2a86', description: 'Violet: primary buttons and active states.' },
        primaryHover: { value: '#4a2270' },
        primaryActive: { value: '#3a1a58' },
        secondary: { value: '#ff7a59', description: 'Coral: the logo core and highlights.' },
      },
      accent: {
        default: { value: '#ff7a59' },
        hover: { value: '#ff6640' },
        subtle: { value: '#ffe9e2' },
      },
      border: { default: { value: '#d7cce6' }, strong: { value: '#6e6480' } },
      focus: { ring: { value: '#c2410c' } },
    },
    typography: {
      family: {
        body: { value: '"DejaVu Sans", Verdana, Geneva, sans-serif' },
        heading: { value: '"DejaVu Sans", Verdana, Geneva, sans-serif' },
      },
      weight: { bold: { value: '800' } },
    },
    radius: {
      sm: { value: '0.5rem' },
      md: { value: '999px', description: 'Pill-shaped buttons and fields.' },
      lg: { value: '1.5rem' },
    },
    shadow: {
      sm: { value: '0 2px 6px #5b2a861a' },
      md: { value: '0 8px 20px #5b2a8626' },
      lg: { value: '0 16px 40px #5b2a8633' },
    },
    asset: {
      logo: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 240 48%22%3E%3Ccircle cx=%2224%22 cy=%2224%22 r=%2220%22 fill=%22%235b2a86%22/%3E%3Ccircle cx=%2224%22 cy=%2224%22 r=%229%22 fill=%22%23ff7a59%22/%3E%3Ctext x=%2254%22 y=%2232%22 font-family=%22Verdana,sans-serif%22 font-size=%2221%22 font-weight=%22700%22 fill=%22%235b2a86%22%3Elumen akademie%3C/text%3E%3C/svg%3E',
      },
      logoCompact: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 48 48%22%3E%3Ccircle cx=%2224%22 cy=%2224%22 r=%2220%22 fill=%22%235b2a86%22/%3E%3Ccircle cx=%2224%22 cy=%2224%22 r=%229%22 fill=%22%23ff7a59%22/%3E%3C/svg%3E',
      },
      favicon: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 48 48%22%3E%3Ccircle cx=%2224%22 cy=%2224%22 r=%2220%22 fill=%22%235b2a86%22/%3E%3Ccircle cx=%2224%22 cy=%2224%22 r=%229%22 fill=%22%23ff7a59%22/%3E%3C/svg%3E',
      },
    },
  },
} satisfies ThemePackage;
