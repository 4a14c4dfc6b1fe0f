import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { useMessageText } from '@/lib/i18n/message-texts';
import './alert.css';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

export type AlertProps = {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  /** E.g. a Try Again button. */
  action?: ReactNode;
  className?: string;
};

/**
 * A message box near a form. Errors interrupt (role alert); the rest are polite (status). A text
 * child (a shared or server sentence) shows in the reader's language (message-texts.ts); lines
 * built by a screen go through `useMessageText` there.
 */
export function Alert({ tone = 'error', title, children, action, className }: AlertProps) {
  const messageText = useMessageText();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('alert', `alert--${tone}`, className)}
    >
      {title && <p className="alert__title">{title}</p>}
      <div className="alert__body">
        {typeof children === 'string' ? messageText(children) : children}
      </div>
      {action && <div className="alert__action">{action}</div>}
    </div>
  );
}
