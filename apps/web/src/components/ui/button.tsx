import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cx } from '@/lib/class-names';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /** Shows a spinner and ignores clicks while keeping focus on the button. */
  isBusy?: boolean;
  isBlock?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isBusy = false,
  isBlock = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={cx(
        'btn',
        `btn--${variant}`,
        size === 'sm' && 'btn--sm',
        isBlock && 'btn--block',
        className,
      )}
      aria-busy={isBusy || undefined}
      aria-disabled={isBusy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {isBusy && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
