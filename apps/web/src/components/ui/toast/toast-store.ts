import { TOAST_MS } from '@pango/shared';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type Toast = { id: number; type: ToastType; message: string };
export type ToastOptions = { durationMs?: number };

// A module store rather than a context: the API client and other non-React code can toast too.
let toasts: Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(next: Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function getToasts(): Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

export function showToast(type: ToastType, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  emit([...toasts, { id, type, message }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_MS.default),
  );
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  dismiss: dismissToast,
};
