export type Locale = 'de' | 'en';
export const locales: readonly Locale[] = ['de', 'en'];

type MessageModule = {
  /** `defineMessages` result: ids with their German default texts. */
  messages: Record<string, { id: string; defaultMessage: string }>;
  /** The English text of every id in `messages`. */
  en: Record<string, string>;
};

/** Each component that has texts keeps them beside it in `messages.ts`. */
const modules = Object.values(import.meta.glob<MessageModule>('../*/messages.ts', { eager: true }));

const german = Object.fromEntries(
  modules.flatMap((module) =>
    Object.values(module.messages).map(({ id, defaultMessage }) => [id, defaultMessage]),
  ),
);
const english = Object.assign({}, ...modules.map((module) => module.en)) as Record<string, string>;

/** The ui package's own texts (spinner labels, close buttons, field errors) per language. */
export const uiMessages: Record<Locale, Record<string, string>> = { de: german, en: english };
