import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@pango/shared';
import { useId } from 'react';
import { useCommonTexts } from '@/lib/i18n/common-texts';
import { switchLanguage, useLanguage } from '@/lib/i18n/texts';
import './language-switch.css';

/**
 * "Language / Lugha" before sign-in (tenant signup, issue 25 item 6): switches the screens and
 * remembers the choice on the device; the signup sends it with the application. Each language is
 * named in itself, so a reader finds their own.
 */
export function LanguageSwitch() {
  const t = useCommonTexts();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('language.title')}</label>
      <select
        id={id}
        className="field__input language-switch__select"
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) switchLanguage(chosen).catch(() => undefined);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
