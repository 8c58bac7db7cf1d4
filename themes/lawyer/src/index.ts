import type { ThemePackage } from '@kursmarkt/schemas';

/** The lawyer marketplace: navy and gold, serif headings, restrained square corners. */
export const lawyerTheme = {
  id: 'LAWYER',
  name: 'Kursmarkt Recht',
  tokens: {
    color: {
      text: {
        primary: { value: '#1b2433' },
        secondary: { value: '#485468' },
        muted: { value: '#5a6578' },
        link: { value: '#1f4f8f' },
        linkHover: { value: '#14325c' },
        onAccent: { value: '#1b2433' },
      },
      surface: {
        sunken: { value: '#f4f1ea', description: 'Warm paper tone for wells and alternate rows.' },
        inverse: { value: '#14325c' },
        brandSubtle: { value: '#e7edf6' },
        overlay: { value: '#14325c99' },
      },
      brand: {
        primary: { value: '#14325c', description: 'Navy: primary buttons and active states.' },
        primaryHover: { value: '#1f4f8f' },
        primaryActive: { value: '#0d2240' },
        secondary: { value: '#c9a227', description: 'Gold: the logo mark and decorative rules.' },
      },
      accent: {
        default: { value: '#c9a227' },
        hover: { value: '#b08c1c' },
        subtle: { value: '#f7efd6' },
      },
      border: { strong: { value: '#5f6b7d' } },
      focus: { ring: { value: '#1f4f8f' }, ringInverse: { value: '#c9a227' } },
    },
    typography: {
      family: {
        heading: { value: '"Liberation Serif", Georgia, "Times New Roman", serif' },
      },
      size: { xxxl: { value: '2.75rem' } },
    },
    radius: { sm: { value: '0.125rem' }, md: { value: '0.25rem' }, lg: { value: '0.5rem' } },
    asset: {
      logo: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 240 48%22%3E%3Cpath d=%22M24 2 4 12v4h40v-4z%22 fill=%22%2314325c%22/%3E%3Cpath d=%22M8 18h6v18H8zm13 0h6v18h-6zm13 0h6v18h-6zM4 38h40v6H4z%22 fill=%22%2314325c%22/%3E%3Ctext x=%2254%22 y=%2233%22 font-family=%22Georgia,serif%22 font-size=%2222%22 font-weight=%22700%22 fill=%22%2314325c%22%3EKursmarkt Recht%3C/text%3E%3C/svg%3E',
      },
      logoCompact: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 48 48%22%3E%3Cpath d=%22M24 2 4 12v4h40v-4z%22 fill=%22%2314325c%22/%3E%3Cpath d=%22M8 18h6v18H8zm13 0h6v18h-6zm13 0h6v18h-6zM4 38h40v6H4z%22 fill=%22%2314325c%22/%3E%3C/svg%3E',
      },
      favicon: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 48 48%22%3E%3Crect width=%2248%22 height=%2248%22 rx=%226%22 fill=%22%2314325c%22/%3E%3Cpath d=%22M24 8 10 15v3h28v-3zM12 20h5v13h-5zm9.5 0h5v13h-5zm9.5 0h5v13h-5zM10 35h28v4H10z%22 fill=%22%23c9a227%22/%3E%3C/svg%3E',
      },
    },
  },
} satisfies ThemePackage;
