// Every user-facing sentence the spec fixes, word for word. Forms and the API both read these,
// so a message changes in one place only.
export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  invalidPhone: 'Invalid phone number format',
  invalidEmergencyContact: 'Invalid emergency contact format',
  tenantNationalId:
    'National ID must be 7-10 alphanumeric characters (e.g., 12345678 or AB1234567)',
  landlordNationalId: 'National ID must be between 7 and 10 characters',
  passwordRequirements: 'Password does not meet all requirements',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  tillNumber: 'M-Pesa Till Number must be 5-8 digits',
  fullNameRequired: 'Full name is required',
  propertyAddressRequired: 'Property address is required',
  addAtLeastOneUnit: 'Please add at least one unit',
  unitNumberRequired: 'All units must have a unit number',
  unitRentInvalid: 'All units must have a valid rent amount',
  unitMissingRoomType: (unit: string) => `Unit ${unit} is missing a room type`,
  bulkRoomTypeRequired: 'Room type is required for bulk units',
  landlordIdRequired: 'Landlord ID is required',
  selectProperty: 'Please select a property',
  selectRoom: 'Please select a room',
  fileTooLarge: 'File size must be less than 5MB',
  fileTypeNotAllowed: 'Only PDF, JPEG, JPG, and PNG files are allowed',
  uploadOrLater: 'Upload your government ID or check "I will upload later" to proceed',
  invalidResetLink: 'Invalid reset link. Please try again.',

  // Input limits (issue 11; sentences the spec leaves out are ours)
  emailTooLong: 'Email must be at most 254 characters',
  passwordTooLong:
    'Password must be at most 72 characters (fewer if it has emoji or accented letters)',
  passwordControlCharacters:
    'Password cannot contain line breaks, tabs or other invisible characters',
  controlCharacters: 'Remove line breaks, tabs and other invisible characters',

  // Registration (seed 000 sections 2, 5 and 8; sentences the spec leaves out are ours)
  propertyNameRequired: 'Property name is required',
  duplicateUnitNumber: (unit: string, property: string) =>
    `Unit ${unit} appears more than once in ${property}`,
  tooManyUnits: (max: number) =>
    `A sign-up can hold at most ${max} units. Add more units after signing in.`,
  bulkCountRange: 'Number of units must be between 1 and 100',
  depositInvalid: 'Deposit must be a whole amount of 0 or more',
  roomTypeInvalid: 'Choose a room type',
  websiteInvalid: 'Enter a valid website address (e.g. www.example.co.ke)',
  fieldTooLong: (max: number) => `Use at most ${max} characters`,
  emailTaken: 'An account with this email already exists.',
  signupSessionInvalid: 'Your sign-up session has expired. Please start again.',
  landlordNotFound: 'Landlord ID not found. Please check and try again.',
  roomNoLongerAvailable: 'This room is no longer available. Please choose another room.',
  registrationFailed: 'Registration failed. Please try again.',
  reenterPassword: 'For your security, please enter your password again to finish signing up.',
  documentSaveFailed:
    'We could not save your document right now. You can proceed and upload later.',
  depositRequired: 'Please pay the deposit before completing your registration.',
  /** After a tenant's signup (issue 17 item 7): the landlord sees it only once this is done. */
  checkEmailToConfirm:
    'Check your email and open the link we sent to confirm your address: your application goes to your landlord only after that.',
  trialAlreadyUsed:
    'This email has already used its free trial, so the account starts with a paid subscription: pay for it to start using Pango.',
  subscriptionInitFailed: 'Failed to initiate subscription payment. Please try again.',
  unknownRegistrationStep: 'There is no such registration step.',

  // Change password (seed 000 section 7)
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is incorrect.',
  newPasswordSameAsCurrent: 'Choose a password different from your current one.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',

  // Sign-in (seed 000 section 8)
  invalidCredentials: 'Invalid email or password',
  pendingApproval:
    'Your account is pending approval. Please await approval from your landlord or contact us for support.',
  wrongAccountType: (registeredAs: string) =>
    `This account is registered as a ${registeredAs}. Please log in as a ${registeredAs}.`,
  loginUnavailable: 'Login service temporarily unavailable. Please try again later.',
  userTypeMismatch: 'User type mismatch during login',
  genericError: 'An error occurred. Please try again.',
  resetLinkSent: 'A password reset link has been sent to your email.',
  resetFailed: 'Failed to reset password',
  passwordResetDone: 'Your password has been reset. You can now sign in.',

  // API-level sentences not shown in the spec
  sessionExpired: 'Your session has expired. Please sign in again.',
  notAuthenticated: 'Authentication credentials were not provided.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  tooManyAttempts: (minutes: number) =>
    minutes <= 1
      ? 'Too many attempts. Please wait a minute and try again.'
      : `Too many attempts. Please wait ${minutes} minutes and try again.`,
  invalidInput: 'Some fields need your attention.',
  // Web: a request that got no answer (offline, timeout); shown with a Try Again button.
  networkError: 'We could not reach Pango. Check your internet connection and try again.',
} as const;
