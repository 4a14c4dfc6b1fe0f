const METHODS: Record<string, string> = {
  mpesa: 'M-Pesa',
  pesapal: 'Pesapal',
  card: 'Card',
  manual: 'Manual',
};

/** The payment method as shown (default M-Pesa, seed 002 section 9). */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return 'M-Pesa';
  return METHODS[method.toLowerCase()] ?? method;
}
