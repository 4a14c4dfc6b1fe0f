import { toast } from './toast-store';

export type ToastApi = typeof toast;

/** toast.success / error / warning / info (5 s by default) and toast.dismiss(id). */
export function useToast(): ToastApi {
  return toast;
}
