import type { RentAccount } from '@pango/shared';

/**
 * The share (0-100) of this month's rent already paid. What is outstanding beyond one month's rent
 * is arrears, so it still reads 0%, and a credit or prepayment reads 100%.
 */
export function paidPercent(rent: Pick<RentAccount, 'monthly_rent' | 'rent_due'>): number {
  if (rent.monthly_rent <= 0) return rent.rent_due > 0 ? 0 : 100;
  const owed = Math.min(Math.max(rent.rent_due, 0), rent.monthly_rent);
  return Math.round(((rent.monthly_rent - owed) / rent.monthly_rent) * 100);
}
