interface ImportMetaEnv {
  /** The theme story tests start in; set per Vitest project in vite.config.ts. */
  readonly STORYBOOK_THEME?: string;
  /** The language story tests start in. */
  readonly STORYBOOK_LOCALE?: 'de' | 'en';
}
