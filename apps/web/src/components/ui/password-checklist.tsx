import { PASSWORD_RULES } from '@pango/shared';
import { CheckIcon } from './icons';
import { usePasswordTexts } from './password-checklist-texts';
import './password-checklist.css';

type PasswordChecklistProps = { password: string; id?: string };

/**
 * The live password checklist (seed 000 section 5): each rule ticks as it is met. Tie it to the
 * password input with aria-describedby={id}.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const t = usePasswordTexts();
  return (
    <ul id={id} className="password-checklist" aria-label={t('requirements')}>
      {PASSWORD_RULES.map((rule) => {
        const isMet = rule.test(password);
        return (
          <li
            key={rule.id}
            className={isMet ? 'password-checklist__item is-met' : 'password-checklist__item'}
          >
            <CheckIcon />
            <span>{t(`rule.${rule.id}`)}</span>
            <span className="visually-hidden">{isMet ? t('met') : t('notMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
