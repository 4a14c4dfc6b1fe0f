import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { ForgotPasswordForm } from './forgot-password-form';

/**
 * /forgot-password (seed 000 section 2): the same form and Check Your Email view as the login
 * screen's inline one, as a page of its own. Open to everyone, signed in or not.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <Card>
      <ForgotPasswordForm headingLevel={1} onBack={() => navigate('/login')} />
    </Card>
  );
}
