import type { ThemePackage } from '@kursmarkt/schemas';

/** The legal-office staff (RENO) marketplace: deep teal with a warm coral accent. */
export const renoTheme = {
  id: 'RENO',
  name: 'RENO Kursmarkt',
  tokens: {
    color: {
      text: {
        primary: { value: '#15302d' },
        secondary: { value: '#3f5753' },
        muted: { value: '#526965' },
        link: { value: '#0b6358' },
        linkHover: { value: '#084a42' },
        onAccent: { value: '#15302d' },
      },
      surface: {
        sunken: { value: '#eef6f4' },
        inverse: { value: '#0f3d38' },
        brandSubtle: { value: '#e0f2ee' },
        overlay: { value: '#0f3d3899' },
      },
      brand: {
        primary: { value: '#0f6e62', description: 'Teal: primary buttons and active states.' },
        primaryHover: { value: '#0b5c52' },
        primaryActive: { value: '#084a42' },
        secondary: { value: '#0f3d38' },
      },
      accent: {
        default: { value: '#ffb4a2' },
        hover: { value: '#ff9f88' },
        subtle: { value: '#fff0eb' },
      },
      border: { strong: { value: '#5b706c' } },
      focus: { ring: { value: '#0b6358' } },
    },
    radius: { md: { value: '0.375rem' }, lg: { value: '0.75rem' } },
    asset: {
      logo: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 240 48%22%3E%3Crect x=%222%22 y=%226%22 width=%2236%22 height=%2236%22 rx=%224%22 fill=%22%230f6e62%22/%3E%3Cpath d=%22M12 14h10a7 7 0 0 1 1 14l6 8h-6l-5.5-8H17v8h-5zm5 4v6h5a3 3 0 0 0 0-6z%22 fill=%22%23fff%22/%3E%3Ctext x=%2248%22 y=%2232%22 font-family=%22Arial,sans-serif%22 font-size=%2222%22 font-weight=%22700%22 fill=%22%230f3d38%22%3ERENO Kursmarkt%3C/text%3E%3C/svg%3E',
      },
      logoCompact: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 40 48%22%3E%3Crect x=%222%22 y=%226%22 width=%2236%22 height=%2236%22 rx=%224%22 fill=%22%230f6e62%22/%3E%3Cpath d=%22M12 14h10a7 7 0 0 1 1 14l6 8h-6l-5.5-8H17v8h-5zm5 4v6h5a3 3 0 0 0 0-6z%22 fill=%22%23fff%22/%3E%3C/svg%3E',
      },
      favicon: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 48 48%22%3E%3Crect width=%2248%22 height=%2248%22 rx=%226%22 fill=%22%230f6e62%22/%3E%3Cpath d=%22M14 10h12a9 9 0 0 1 1 18l8 10h-7l-7-10h-2v10h-5zm5 5v8h6a4 4 0 0 0 0-8z%22 fill=%22%23fff%22/%3E%3C/svg%3E',
      },
    },
  },
} satisfies ThemePackage;
