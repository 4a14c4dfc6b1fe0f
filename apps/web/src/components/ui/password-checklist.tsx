import { PASSWORD_RULES } from '@pango/shared';
import { CheckIcon } from './icons';
import './password-checklist.css';

type PasswordChecklistProps = { password: string; id?: string };

/**
 * The live password checklist (seed 000 section 5): each rule ticks as it is met. Tie it to the
 * password input with aria-describedby={id}.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <ul id={id} className="password-checklist" aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const isMet = rule.test(password);
        return (
          <li
            key={rule.id}
            className={isMet ? 'password-checklist__item is-met' : 'password-checklist__item'}
          >
            <CheckIcon />
            <span>{rule.label}</span>
            <span className="visually-hidden">{isMet ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
