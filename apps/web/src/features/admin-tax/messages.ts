// Words of the KRA Monthly Rental Income screen (issue 24, ADR 039); the rule texts (disclaimer,
// PIN and certificate messages) are packages/shared kra-mri.ts's.

export const MRI_TEXT = {
  title: 'KRA Monthly Rental Income',
  intro:
    'Residential rent received in the month, per property and tenant, ready to enter in your MRI return. Deposits, commercial properties and properties you opted out are left out.',
  monthLabel: 'Month',
  loading: 'Loading the month’s figures...',
  loadFailed: 'Failed to load the figures. Check your connection and try again.',
  nilReturn: 'No rent received this month: file a nil return by the due date.',
  noProperties: 'No residential rent received this month.',
  byPropertyTitle: 'Residential rent by property',
  tenantsTitle: 'Tenants',
  tenantsCaption: (count: number) =>
    `${count} tenant${count === 1 ? '' : 's'} with residential rent received`,
  downloadFailed: 'The download failed. Try again.',
  dueBy: (date: string) => `File and pay by ${date}.`,
  lateFiling: (penalty: string) => `Filing late costs ${penalty} (the higher of 5 % or KSh 2,000).`,
  withheldTitle: 'Rent paid by withholding agents',
  withheldIntro:
    'Company tenants appointed by KRA withhold tax from rent and give you a certificate. Record it against the payment on the Payments page; it is listed here apart.',
  withheldEmpty: 'No certificates recorded for this month.',
  excludedTitle: 'Not in MRI',
  typesTitle: 'Property types',
  typesIntro:
    'Only residential rent is in MRI. Mark a property commercial, or opted out if you opted out of MRI in writing.',
  pinMissing: 'No PIN',
  pinSaved: 'KRA PIN saved.',
  typeSaved: 'Property type saved.',
} as const;
