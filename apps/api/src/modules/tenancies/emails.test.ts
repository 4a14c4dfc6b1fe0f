import { describe, expect, it } from 'vitest';
import { expectInBoth, TYPED, expectTypedTextSafe } from '../../test/email-assertions.js';
import { noticeGivenEmail } from './emails.js';

const base = {
  landlordName: 'Amina Wairimu',
  tenantName: 'Brian Otieno',
  unitNumber: 'A1',
  propertyName: 'Kilimani Heights',
  moveOutDate: '2034-06-19',
  isChange: false,
};

describe('notice given (tenancy_notice)', () => {
  it('tells the landlord who leaves which unit, and when', () => {
    const mail = noticeGivenEmail(base);
    expect(mail.subject).toBe('Notice to move out: Brian Otieno (A1, Kilimani Heights)');
    expectInBoth(mail, [
      'Dear Amina Wairimu,',
      'Brian Otieno has given notice to move out of A1 at Kilimani Heights on 19 Jun 2034.',
      'Rent reminders and monthly charges continue until the move-out.',
    ]);
  });

  it('says when the tenant changed the date', () => {
    expectInBoth(noticeGivenEmail({ ...base, isChange: true }), [
      'Brian Otieno has changed their move-out date from A1 at Kilimani Heights to 19 Jun 2034.',
    ]);
  });

  it('keeps names people typed inert in the HTML body', () => {
    expectTypedTextSafe(noticeGivenEmail({ ...base, tenantName: TYPED }));
  });
});
