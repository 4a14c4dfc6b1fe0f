import type { StatusTone } from './rent-status.js';

/**
 * Seed 001 section 4: a payment completed (or "success" in older rows) shows green, pending
 * orange, processing blue, anything else red. Case is ignored: statuses come from older data too.
 */
export function paymentStatusTone(status: string): StatusTone {
  switch (status.toLowerCase()) {
    case 'completed':
    case 'success':
      return 'success';
    case 'pending':
      return 'warning';
    case 'processing':
      return 'info';
    default:
      return 'danger';
  }
}
