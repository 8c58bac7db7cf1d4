import type { ThemePackage } from '@kursmarkt/schemas';

/**
 * The back office (/verwaltung): no brand of its own, so that staff of every organizer and the
 * operator work in the same sober look. Slate greys with a quiet blue for actions, square corners
 * and no shadows beyond the smallest (docs/decisions/0071-*).
 */
export const backofficeTheme = {
  id: 'VERWALTUNG',
  name: 'Kursmarkt Verwaltung',
  tokens: {
    color: {
      text: {
        primary: { value: '#1e293b' },
        secondary: { value: '#475569' },
        muted: { value: '#556274' },
        link: { value: '#1d4ed8' },
        linkHover: { value: '#1e3a8a' },
      },
      surface: {
        page: {
          value: '#f8fafc',
          description: 'A faint grey page, so that white cards stand out.',
        },
        sunken: { value: '#eef2f6' },
        inverse: { value: '#1e293b' },
        brandSubtle: { value: '#e2e8f0' },
        overlay: { value: '#1e293b99' },
      },
      brand: {
        primary: { value: '#334155', description: 'Slate: primary buttons and active states.' },
        primaryHover: { value: '#1e293b' },
        primaryActive: { value: '#0f172a' },
        secondary: { value: '#1e293b' },
      },
      border: { default: { value: '#cbd5e1' }, strong: { value: '#64748b' } },
      focus: { ring: { value: '#1d4ed8' } },
    },
    radius: { md: { value: '0.25rem' }, lg: { value: '0.375rem' } },
    asset: {
      logo: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 240 48%22%3E%3Crect x=%222%22 y=%226%22 width=%2236%22 height=%2236%22 rx=%224%22 fill=%22%23334155%22/%3E%3Cpath d=%22M12 16h16M12 24h16M12 32h10%22 stroke=%22%23fff%22 stroke-width=%223%22/%3E%3Ctext x=%2248%22 y=%2232%22 font-family=%22Arial,sans-serif%22 font-size=%2221%22 font-weight=%22700%22 fill=%22%231e293b%22%3EVerwaltung%3C/text%3E%3C/svg%3E',
      },
      logoCompact: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 40 48%22%3E%3Crect x=%222%22 y=%226%22 width=%2236%22 height=%2236%22 rx=%224%22 fill=%22%23334155%22/%3E%3Cpath d=%22M12 16h16M12 24h16M12 32h10%22 stroke=%22%23fff%22 stroke-width=%223%22/%3E%3C/svg%3E',
      },
      favicon: {
        value:
          'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 48 48%22%3E%3Crect width=%2248%22 height=%2248%22 rx=%226%22 fill=%22%23334155%22/%3E%3Cpath d=%22M12 16h24M12 24h24M12 32h14%22 stroke=%22%23fff%22 stroke-width=%224%22/%3E%3C/svg%3E',
      },
    },
  },
} satisfies ThemePackage;
