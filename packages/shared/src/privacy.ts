// What Pango tells people about their personal data (Kenya Data Protection Act 2019, issue 22):
// the consent text at signup and the privacy page both read these, so they never disagree.

export const PRIVACY_PATH = '/privacy';

/** What a tenant's signup collects and why: shown beside the Submit button of the last step. */
export const SIGNUP_DATA_USES: readonly { data: string; why: string }[] = [
  {
    data: 'Your name, phone number and email',
    why: 'so your landlord can reach you and Pango can send receipts and reminders',
  },
  {
    data: 'Your national ID number and ID document',
    why: 'so your landlord can confirm who is renting the unit',
  },
  {
    data: 'Your emergency contact',
    why: 'for your landlord to call if something happens at the unit',
  },
  {
    data: 'Your payments and rent account',
    why: 'to record the rent and deposit you pay and issue receipts',
  },
];

export const PRIVACY_TEXT = {
  title: 'Your Privacy',
  consent:
    'By submitting you agree that your landlord, through Pango, keeps this information for your tenancy.',
  controller:
    'Your landlord is the data controller: they decide why your data is kept. Pango processes it for them, on their instructions, and does not sell or share it.',
  kept: 'Payments and rent records are kept for five years after the tax period they belong to, because Kenyan tax law (Tax Procedures Act 2015, section 23) requires landlords to keep them. ID documents are deleted 90 days after a tenancy ends unless your landlord records a reason to keep them longer.',
  rights: [
    {
      right: 'See and take away your data',
      how: 'Tenant Settings → Your Data → Download my data gives you everything Pango holds about you in one file.',
    },
    {
      right: 'Correct your data',
      how: 'Change your details in Tenant Settings, or ask your landlord to correct anything else.',
    },
    {
      right: 'Have your data erased',
      how: 'Tenant Settings → Delete my account. Your landlord sees the request; once your tenancy’s money is settled your name, phone, email, ID number and documents are removed. Payment records stay, under a reference instead of your name, for the years tax law requires.',
    },
    {
      right: 'Complain',
      how: 'Write to your landlord first; you may also complain to the Office of the Data Protection Commissioner (www.odpc.go.ke).',
    },
  ],
} as const;
