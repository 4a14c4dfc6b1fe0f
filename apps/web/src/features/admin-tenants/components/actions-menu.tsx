import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';

export type MenuAction = { label: string; onSelect: () => void; tone?: 'danger' };

/** Room the open menu needs below its button before it opens upwards instead (8 items). */
const MENU_HEIGHT = 390;

/**
 * Where the open menu goes: fixed to the viewport under (or above) the button, so a table that
 * scrolls inside its card (components/ui/table) cannot clip it.
 */
function placeUnder(button: HTMLElement | null): CSSProperties | undefined {
  if (!button) return undefined;
  const box = button.getBoundingClientRect();
  const right = document.documentElement.clientWidth - box.right;
  const below = window.innerHeight - box.bottom;
  return below < MENU_HEIGHT && box.top > below
    ? { position: 'fixed', right, bottom: window.innerHeight - box.top + 4 }
    : { position: 'fixed', right, top: box.bottom };
}

type ActionsMenuProps = {
  /** Accessible name, starting with the visible word Actions (e.g. "Actions for Jane"). */
  label: string;
  actions: ReadonlyArray<MenuAction>;
};

/**
 * A WAI-ARIA menu button: Enter, Space or ArrowDown opens it on the first item, arrows, Home and
 * End move, Escape or Tab closes it and focus returns to the button.
 */
export function ActionsMenu({ label, actions }: ActionsMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (isOpen) itemRefs.current[active]?.focus({ preventScroll: true });
  }, [isOpen, active]);

  // A fixed menu would float away from its button: it follows the button on scroll and resize
  // (closing instead would shut it under a finger that nudged the page).
  useEffect(() => {
    if (!isOpen) return;
    const onMove = () => setPlace(placeUnder(buttonRef.current));
    window.addEventListener('scroll', onMove, { capture: true, passive: true });
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('scroll', onMove, { capture: true });
      window.removeEventListener('resize', onMove);
    };
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const open = (index: number) => {
    setPlace(placeUnder(buttonRef.current));
    setActive(index);
    setIsOpen(true);
  };
  const close = (refocus: boolean) => {
    setIsOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (action: MenuAction) => {
    close(true);
    action.onSelect();
  };

  return (
    <div className="tm-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--secondary btn--sm"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={onButtonKey}
        aria-label={label}
      >
        Actions
      </button>
      {isOpen && (
        <div
          role="menu"
          id={menuId}
          aria-label={label}
          className="tm-menu__list"
          style={place}
          onKeyDown={onMenuKey}
        >
          {actions.map((action, index) => (
            <button
              key={action.label}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className={
                action.tone === 'danger' ? 'tm-menu__item tm-menu__item--danger' : 'tm-menu__item'
              }
              onClick={() => choose(action)}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
