import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { readSignup, writeSignup } from '../../common/signup-storage';
import LandlordSignup from '../landlord-signup';
import type { LandlordSignupValues, PropertyFormValues } from '../landlord-signup-values';

export const STEP_2 = 'POST /api/accounts/landlord/register/step/2/';
export const STEP_3 = 'POST /api/accounts/landlord/register/step/3/';
export const COMPLETE = 'POST /api/accounts/landlord/register/complete/';
export const SESSION_ID = '0b6f0f7e-4a43-4d2f-9a53-0c3c8f0d2b11';

export const ACCOUNT = {
  full_name: 'Wanjiku Kamau',
  national_id: '12345678',
  mpesa_till_number: '',
  email: 'wanjiku@example.com',
  phone_number: '0712345678',
  address: 'Ngong Road, Nairobi',
  website: '',
};

export const PROPERTY: PropertyFormValues = {
  name: 'Sunrise Court',
  address: 'Ngong Road, Nairobi',
  units: [
    { unit_number: 'A1', room_type: '1-bedroom', monthly_rent: '12000', deposit_amount: '' },
    { unit_number: 'A2', room_type: 'custom-Penthouse', monthly_rent: '30000', deposit_amount: '' },
  ],
};

/** As if the signup had been stored before a reload (passwords never are). */
export function startAt(step: number, values: Partial<LandlordSignupValues>) {
  writeSignup<LandlordSignupValues>('landlord', { sessionId: SESSION_ID, step, values });
}

export const stored = () => readSignup<LandlordSignupValues>('landlord');

export function renderWizard() {
  const user = userEvent.setup();
  const onComplete = vi.fn();
  const onProgressChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LandlordSignup onComplete={onComplete} onProgressChange={onProgressChange} />
    </QueryClientProvider>,
  );
  return { user, onComplete, onProgressChange };
}

export const unitRow = (property: number, unit: number) =>
  within(screen.getByRole('region', { name: `Property ${property}` })).getByRole('group', {
    name: `Unit ${unit}`,
  });

export const property = (index: number) =>
  within(screen.getByRole('region', { name: `Property ${index}` }));
