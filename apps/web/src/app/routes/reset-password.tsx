import { PublicComingSoon } from './coming-soon';

/** /reset-password and /reset-password/{uid}/{token}/* (seed 000 section 2). */
export default function ResetPasswordRoute() {
  return <PublicComingSoon title="Reset Password" />;
}
