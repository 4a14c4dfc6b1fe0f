import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCommonTexts } from '@/lib/i18n/common-texts';
import { useLanguage } from '@/lib/i18n/texts';
import { useSaveLanguage } from '../api/language';
import { useSettingsTexts } from '../texts';

/**
 * Language / Lugha (issue 25 item 6): the tenant's screens, emails and SMS in English or
 * Kiswahili. The title is in both languages, and each language is named in itself, so a tenant
 * finds it whichever language the screen is in.
 */
export function LanguageForm() {
  const t = useSettingsTexts();
  const common = useCommonTexts();
  const current = useLanguage();
  // The screen's language until the tenant picks one (it may change when me arrives).
  const [picked, setPicked] = useState<Language | null>(null);
  const choice = picked ?? current;
  const save = useSaveLanguage();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(choice);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="tenant-language-title"
      className="tenant-settings__form"
    >
      <h2 id="tenant-language-title">{common('language.title')}</h2>
      <fieldset className="tenant-settings__checks" aria-describedby="tenant-language-hint">
        <legend className="visually-hidden">{common('language.title')}</legend>
        <p id="tenant-language-hint" className="field__hint">
          {t('language.hint')}
        </p>
        {LANGUAGES.map((language) => (
          <label key={language} className="tenant-settings__check" lang={language}>
            <input
              type="radio"
              name="language"
              value={language}
              checked={choice === language}
              onChange={() => {
                save.reset();
                setPicked(language);
              }}
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </fieldset>
      {save.isSuccess && <Alert tone="success">{t('language.saved')}</Alert>}
      {save.isError && <Alert>{t('language.failed')}</Alert>}
      <Button type="submit" isBusy={save.isPending}>
        {save.isPending ? t('saving') : t('language.save')}
      </Button>
    </form>
  );
}
