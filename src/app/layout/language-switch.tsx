import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n/i18n';
import { supportedLanguages, type Language } from '@/i18n/languages';

const names: Record<Language, string> = { en: 'English', pl: 'Polski' };

/** Each language is named in itself (and marked with its lang) so everyone can find theirs. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {supportedLanguages.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            className="language-switch__option"
            aria-pressed={active}
            onClick={() => {
              if (!active) void changeLanguage(i18n, language);
            }}
          >
            {names[language]}
          </button>
        );
      })}
    </div>
  );
}
