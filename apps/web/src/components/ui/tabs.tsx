import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TabItem<T extends string> = { value: T; label: string };

export type TabsProps<T extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
};

const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs<T extends string>({ label, items, value, onChange, children }: TabsProps<T>) {
  const baseId = useId();
  const tabId = (item: T) => `${baseId}-tab-${item}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.value === value);
    let next: number | null = null;
    if (event.key in KEY_STEPS)
      next = (current + (KEY_STEPS[event.key] ?? 0) + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    document.getElementById(tabId(target.value))?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
