import { useId } from 'react';
import { cx } from '@/lib/class-names';
import './toggle-group.css';

export type ToggleOption<T extends string> = { value: T; label: string };

export type ToggleGroupProps<T extends string> = {
  legend: string;
  isLegendHidden?: boolean;
  options: ReadonlyArray<ToggleOption<T>>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/** A segmented control built on native radio buttons (arrow keys work out of the box). */
export function ToggleGroup<T extends string>({
  legend,
  isLegendHidden = false,
  options,
  value,
  onChange,
  className,
}: ToggleGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={cx('toggle-group', className)}>
      <legend className={isLegendHidden ? 'visually-hidden' : 'toggle-group__legend'}>
        {legend}
      </legend>
      <div className="toggle-group__options">
        {options.map((option) => (
          <label key={option.value} className="toggle-group__option">
            <input
              type="radio"
              className="toggle-group__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="toggle-group__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
