import { useIntl } from 'react-intl';
import type { Locale } from '@kursmarkt/schemas';
import { changeLanguage, shellMessages } from '@kursmarkt/i18n';
import { RadioGroup } from '@kursmarkt/ui';

const names = { de: shellMessages.languageDe, en: shellMessages.languageEn } as const;

/**
 * The language choice as a radio list, shown only when the domain offers more than one
 * language. A change reloads the page with `?language=`; the `lang` cookie tells the server the
 * same choice on later pages, as `lang` in local storage tells the browser.
 */
export function LanguageSelect({
  locales,
  current,
}: {
  locales: readonly Locale[];
  current: Locale;
}) {
  const intl = useIntl();
  if (locales.length < 2) return null;
  return (
    <RadioGroup
      label={intl.formatMessage(shellMessages.headerChooseLanguage)}
      hideLabel
      appearance="segmented"
      orientation="horizontal"
      value={current}
      options={locales.map((locale) => ({
        value: locale,
        label: intl.formatMessage(names[locale]),
      }))}
      onValueChange={(value) => {
        document.cookie = `lang=${value}; path=/; max-age=31536000; samesite=lax`;
        changeLanguage(value as Locale);
      }}
    />
  );
}
