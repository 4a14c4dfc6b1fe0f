import { useSyncExternalStore } from 'react';
import { CloseIcon } from '../icons';
import { useUiTextsNow } from '../ui-texts';
import { dismissToast, getToasts, subscribeToasts } from './toast-store';
import './toast.css';

/** Renders the toasts, top right. Mount once near the root. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const t = useUiTextsNow();
  return (
    <div className="toaster">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
          aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
        >
          <p className="toast__message">{toast.message}</p>
          <button
            type="button"
            className="toast__dismiss"
            aria-label={t('dismissNotification')}
            onClick={() => dismissToast(toast.id)}
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
