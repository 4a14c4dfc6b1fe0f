import type { Me, UserType } from '@pango/shared';
import { saveSession } from '@/lib/session';

export function makeMe(userType: UserType, overrides: Partial<Me> = {}): Me {
  const isLandlord = userType === 'landlord';
  return {
    id: isLandlord ? 1 : 2,
    email: isLandlord ? 'otieno@example.com' : 'wanjiku@example.com',
    user_type: userType,
    is_landlord: isLandlord,
    is_tenant: !isLandlord,
    full_name: isLandlord ? 'Otieno Odhiambo' : 'Wanjiku Kamau',
    first_name: isLandlord ? 'Otieno' : 'Wanjiku',
    last_name: isLandlord ? 'Odhiambo' : 'Kamau',
    phone_number: null,
    landlord_code: isLandlord ? 'LL-4821' : null,
    current_unit: null,
    payment_account_number: null,
    mpesa_paybill: null,
    ...overrides,
  };
}

/** A signed-in session as the app stores it after login. */
export function storeSession(userType: UserType, user: Me = makeMe(userType)) {
  saveSession({ access: 'access-1', refresh: 'refresh-1', userType, user });
  return user;
}
