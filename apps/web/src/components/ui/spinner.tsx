import { cx } from '@/lib/class-names';
import './spinner.css';

export type SpinnerProps = {
  label?: string;
  isLabelHidden?: boolean;
  className?: string;
};

export function Spinner({ label = 'Loading...', isLabelHidden = false, className }: SpinnerProps) {
  return (
    <div role="status" className={cx('spinner', className)}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className={isLabelHidden ? 'visually-hidden' : 'spinner__label'}>{label}</span>
    </div>
  );
}
