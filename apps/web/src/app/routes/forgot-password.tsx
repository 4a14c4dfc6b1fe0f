import { PublicComingSoon } from './coming-soon';

/** /forgot-password (seed 000 section 2). */
export default function ForgotPasswordRoute() {
  return <PublicComingSoon title="Forgot Password" />;
}
