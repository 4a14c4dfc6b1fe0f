import type { ValidateLandlordResult } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { writeSignup } from '../../common/signup-storage';
import TenantSignup from '../tenant-signup';
import type { TenantSignupDraft } from '../tenant-signup-values';

export const SESSION_ID = '6f1c2a3e-8b4d-4c5e-9f60-7a8b9c0d1e2f';
export const VALIDATE = 'POST /api/accounts/validate-landlord/';
export const STEP_2 = 'POST /api/accounts/tenant/register/step/2/';
export const STEP_3 = 'POST /api/accounts/tenant/register/step/3/';
export const COMPLETE = 'POST /api/accounts/tenant/register/complete/';

export const PORTFOLIO: ValidateLandlordResult = {
  landlord_name: 'Wanjiku Kamau',
  landlord_email: 'landlord@pango.test',
  properties: [
    {
      id: 1,
      name: 'Kilimani Heights',
      address: 'Argwings Kodhek Road, Kilimani',
      units: [
        {
          id: 11,
          unit_code: 'KH-A1',
          unit_number: 'A1',
          room_type: 'studio',
          rent: 15000,
          deposit: 15000,
          occupied: false,
        },
        {
          id: 12,
          unit_code: 'KH-A2',
          unit_number: 'A2',
          room_type: '1-bedroom',
          rent: 22000,
          deposit: 22000,
          occupied: true,
        },
        {
          id: 13,
          unit_code: 'KH-PH',
          unit_number: 'PH1',
          room_type: 'custom-Penthouse',
          rent: 85000,
          deposit: 100000,
          occupied: false,
        },
      ],
    },
    {
      id: 2,
      name: 'Riverside Court',
      address: 'Riverside Drive, Westlands',
      units: [
        {
          id: 21,
          unit_code: 'RC-R1',
          unit_number: 'R1',
          room_type: 'studio',
          rent: 14000,
          deposit: 14000,
          occupied: true,
        },
      ],
    },
  ],
};

/** What the wizard holds once steps 2 and 3 are done (the room is Kilimani Heights A1). */
export const FILLED: TenantSignupDraft = {
  landlord_code: 'PNG-DEMO1',
  landlord_name: 'Wanjiku Kamau',
  full_name: 'Achieng Atieno',
  national_id: '12345678',
  email: 'achieng@example.com',
  phone_number: '0712345678',
  emergency_contact: '0722000111',
  property_id: 1,
  unit_code: 'KH-A1',
  monthly_rent: 15000,
  deposit_amount: 15000,
};

/** Opens the wizard as a reload at `step` with these values would. */
export function startAt(step: number, values: TenantSignupDraft) {
  writeSignup('tenant', { sessionId: SESSION_ID, step, values });
}

export function renderWizard(initialLandlordCode?: string, initialUnitCode?: string) {
  // applyAccept off: the wizard's own type check is under test, not the browser's picker filter.
  const user = userEvent.setup({ applyAccept: false });
  const onComplete = vi.fn();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <TenantSignup
        onProgressChange={vi.fn()}
        onComplete={onComplete}
        initialLandlordCode={initialLandlordCode}
        initialUnitCode={initialUnitCode}
      />
    </QueryClientProvider>,
  );
  return { user, onComplete, ...view };
}

export const pdf = (name = 'id.pdf', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
