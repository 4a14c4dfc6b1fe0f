// A property's type for KRA's Monthly Rental Income (issue 24, ADR 039), apart from kra-mri.ts's
// zod schemas: the property screens read it and must not pull those into the admin first load.

/**
 * What a property is for MRI (ADR 039): residential (counted), commercial (KRA's MRI excludes it)
 * or opted out (the landlord opted out of MRI in writing and files annual income tax instead).
 */
export const RENTAL_TYPES = ['residential', 'commercial', 'mri_opted_out'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];
export const RENTAL_TYPE_LABELS: Record<RentalType, string> = {
  residential: 'Residential',
  commercial: 'Commercial (not in MRI)',
  mri_opted_out: 'Opted out of MRI',
};
