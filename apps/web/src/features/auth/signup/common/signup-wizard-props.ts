/** What the login screen gives each signup wizard (landlord and tenant alike). */
export type SignupWizardProps = {
  /** True once the user is past the Welcome step: switching away then asks for confirmation. */
  onProgressChange: (hasProgress: boolean) => void;
  /** The signup is over: back to Login with this message (e.g. "Your account is ready"). */
  onComplete: (message: string) => void;
  /** /tenant/signup?landlord=CODE fills the landlord ID in. */
  initialLandlordCode?: string;
  /** ...&unit=<unit_code> (a vacancy page's Apply link, ADR 032) chooses the room too. */
  initialUnitCode?: string;
};
