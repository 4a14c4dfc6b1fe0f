import { PublicComingSoon } from './coming-soon';

/** /reset-success: goes to /login after 5 s (seed 000 section 2). */
export default function ResetSuccessRoute() {
  return <PublicComingSoon title="Password Reset Successful" />;
}
