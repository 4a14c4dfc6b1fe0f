import type { LandlordAccountFormSchema, SubscriptionQuote } from '@pango/shared';
import type { z } from 'zod';

// Form values of the landlord wizard. Field names are the API's wire names; amounts stay text
// while typed (the shared schemas turn them into whole shillings).

export type AccountFormValues = z.input<typeof LandlordAccountFormSchema>;

export type UnitFormValues = {
  unit_number: string;
  /** A standard type ("2-bedroom") or "custom-<text>"; "" until chosen. */
  room_type: string;
  monthly_rent: string;
  /** Blank means "same as rent". */
  deposit_amount: string;
};

export type PropertyFormValues = { name: string; address: string; units: UnitFormValues[] };
export type PropertiesFormValues = { properties: PropertyFormValues[] };

/** What the wizard keeps between steps and across a reload (never the passwords). */
export type LandlordSignupValues = Omit<AccountFormValues, 'password' | 'confirm_password'> & {
  properties: PropertyFormValues[];
  quote: SubscriptionQuote;
};

export const EMPTY_ACCOUNT: AccountFormValues = {
  full_name: '',
  national_id: '',
  mpesa_till_number: '',
  email: '',
  phone_number: '',
  address: '',
  website: '',
  password: '',
  confirm_password: '',
};

export const emptyUnit = (): UnitFormValues => ({
  unit_number: '',
  room_type: '',
  monthly_rent: '',
  deposit_amount: '',
});

export const emptyProperty = (address = ''): PropertyFormValues => ({
  name: '',
  address,
  units: [emptyUnit()],
});

/** Server field errors ({ 'properties.0.name': ['...'] }) handed to the step that owns them. */
export type ServerFieldErrors = Record<string, string[]>;
