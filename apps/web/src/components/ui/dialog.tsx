import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useUiTexts } from './ui-texts';
import './button.css';
import './dialog.css';

export type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Action buttons. */
  footer?: ReactNode;
};

const FOCUSABLE =
  '[autofocus], button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and turns Escape
 * into a cancel event. Focus goes back to the control that opened it.
 */
export function Dialog({ isOpen, onClose, title, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const t = useUiTexts();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // Browsers focus the first control themselves; make sure focus is inside either way.
      if (!dialog.contains(document.activeElement)) {
        dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
    } else if (!isOpen && dialog.open) {
      dialog.close();
      openerRef.current?.focus();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape or the Android back gesture: let the owner decide (it closes via isOpen).
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {isOpen && <div className="dialog__body">{children}</div>}
      {isOpen && footer && <div className="dialog__footer">{footer}</div>}
    </dialog>
  );
}
