// One request each schema that reaches the database accepts (schemas.property.test.ts checks that
// it does, then makes one field at a time hostile). Test support only.

const SESSION = '0b6f2c1e-5d4a-4c3b-9a8f-7e6d5c4b3a21';
const PROPERTIES = [
  {
    name: 'Kilimani Heights',
    address: 'Argwings Kodhek Rd',
    units: [{ unit_number: 'A1', room_type: 'studio', monthly_rent: 8000, deposit_amount: 8000 }],
  },
];
const LANDLORD_ACCOUNT = {
  full_name: 'Amina Wairimu',
  email: 'amina@example.test',
  password: 'Passw0rd!',
  phone_number: '0712345678',
  mpesa_till_number: '123456',
  address: 'Ngong Road, Nairobi',
  website: 'pango.example',
};
const TENANT_PERSONAL = {
  landlord_code: 'PNG-ABC123',
  full_name: 'Brian Otieno',
  national_id: '23456789',
  email: 'brian@example.test',
  phone_number: '0712345678',
  emergency_contact: '0723456789',
};

/** A request each schema accepts; the test checks that it does. */
export const VALID_EXAMPLES: Record<string, Record<string, unknown>> = {
  LoginInputSchema: { email: 'amina@example.test', password: 'Passw0rd!', user_type: 'landlord' },
  ForgotPasswordInputSchema: { email: 'amina@example.test' },
  ResetPasswordInputSchema: { uid: 'MTI', token: 'abc-def', new_password: 'Passw0rd!2' },
  ChangePasswordInputSchema: { current_password: 'Passw0rd!', new_password: 'Passw0rd!2' },
  LandlordAccountStepSchema: {
    session_id: SESSION,
    government_id: '12345678',
    ...LANDLORD_ACCOUNT,
  },
  LandlordPropertiesStepSchema: { session_id: SESSION, properties: PROPERTIES },
  LandlordRegistrationSchema: {
    session_id: SESSION,
    national_id: '12345678',
    ...LANDLORD_ACCOUNT,
    properties: PROPERTIES,
  },
  ValidateLandlordInputSchema: { landlord_code: 'PNG-ABC123' },
  TenantPersonalStepSchema: { session_id: SESSION, ...TENANT_PERSONAL },
  TenantUnitStepSchema: {
    session_id: SESSION,
    landlord_code: 'PNG-ABC123',
    property_id: 3,
    unit_code: 'A1',
  },
  TenantRegistrationSchema: {
    session_id: SESSION,
    ...TENANT_PERSONAL,
    password: 'Passw0rd!',
    unit_code: 'A1',
    already_living_in_property: 'true',
    upload_id_later: 'true',
  },
  InitiateDepositRegistrationSchema: {
    unit_id: 3,
    amount: 8000,
    phone_number: '0712345678',
    email: 'brian@example.test',
    session_id: SESSION,
  },
  InitiateRentPaymentSchema: { amount: 8000, months: 1, phone_number: '0712345678' },
  InitiateSubscriptionPaymentSchema: { subscription_type: 'basic', amount: 2500 },
  CreatePropertySchema: {
    name: 'Kilimani Heights',
    city: 'Nairobi',
    state: 'Nairobi',
    unit_count: 4,
    address: 'Argwings Kodhek Rd',
  },
  UpdatePropertySchema: {
    name: 'Kilimani Heights',
    city: 'Nairobi',
    address: 'Argwings Kodhek Rd',
  },
  CreateUnitSchema: {
    property_obj: 3,
    unit_number: 'A1',
    room_type: 'studio',
    rent: 8000,
    deposit: 8000,
  },
  UpdateUnitSchema: {
    unit_number: 'A2',
    room_type: '1-bedroom',
    rent: 9000,
    rent_due_date: '2026-03-05',
  },
  UnitTypeSchema: {
    name: 'Garden suite',
    rent: 9000,
    deposit: 9000,
    description: 'Two rooms\nand a garden',
    property_id: 3,
  },
  UpdateAccountSchema: {
    first_name: 'Amina',
    last_name: 'Wairimu',
    email: 'amina@example.test',
    phone_number: '0712345678',
  },
  UpdateTillNumberSchema: { mpesa_till_number: '123456' },
  ReminderSettingsSchema: {
    days_of_month: [1, 5],
    subject: 'Rent Reminder',
    message: 'Rent is due.\nThank you.',
  },
  DeclineApplicationSchema: { reason: 'The unit was let.\nSorry.' },
  UpdateReportStatusSchema: { status: 'resolved' },
  SendEmailSchema: {
    subject: 'Water',
    message: 'No water on Monday.\nSorry.',
    tenants: [4],
    property_id: 3,
  },
  TenantMessageSchema: { subject: 'Hello', message: 'Line one\nLine two' },
  MessagePreviewSchema: { subject: 'Hello', message: 'Line one', tenant_id: 4 },
  InvoiceSchema: { amount: 8000, due_date: '2026-03-05', notes: 'March rent\nThanks' },
  CreateReportSchema: {
    issue_category: 'plumbing',
    priority_level: 'high',
    issue_title: 'Leaking tap',
    description: 'The kitchen tap drips.\nAll night.',
    unit: 3,
    terms_accepted: true,
  },
  BulkRentUpdateSchema: {
    update_type: 'fixed',
    amount: 500,
    unit_type_filter: 'studio',
    property_id: 3,
  },
  UnitRentUpdateSchema: { rent: 9000 },
  TenantListQuerySchema: { search: 'brian', property_id: '3', status: 'active', page: '1' },
  ApplicationListQuerySchema: { search: 'grace', property_id: '3' },
  ReportListQuerySchema: { status: 'open', property_id: '3', category: 'plumbing' },
  RentPaymentListQuerySchema: { page: '1', property_id: '3' },
  DepositListQuerySchema: { property_id: '3', page: '2', page_size: '50' },
  MpesaImportTextSchema: {
    text: 'QK12ABC3DE Confirmed. Ksh12,000.00 received from JOHN KAMAU 254712345678 on 3/11/26 at 9:14 AM. Account Number A1 New Utility balance is Ksh245,300.00',
  },
  InvoiceListQuerySchema: { property: '3', month: '2026-11', page: '1', page_size: '20' },
};
