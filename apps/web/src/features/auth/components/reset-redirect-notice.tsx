import { MESSAGES } from '@pango/shared';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import './auth-screen.css';

type ResetRedirectNoticeProps = {
  /** Where the timer goes: '/' after the reset form, '/login' on /reset-success. */
  to: string;
  delayMs: number;
  headingLevel: 1 | 2;
};

/**
 * "Password Reset Successful" with a timed redirect (seed 000 sections 2 and 9: 3 s after the
 * reset form, 5 s on /reset-success). A "Go to Login" link lets the user leave at once; waiting
 * loses nothing, so the timer needs no pause control.
 */
export function ResetRedirectNotice({ to, delayMs, headingLevel }: ResetRedirectNoticeProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  // After the reset form, the button that held the focus is gone: start reading here instead.
  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, to, delayMs]);

  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <Heading
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className={headingLevel === 2 ? 'auth-form__title' : undefined}
      >
        Password Reset Successful
      </Heading>
      <Alert tone="success">{MESSAGES.passwordResetDone}</Alert>
      <p className="muted">
        You will be taken to the login page in {Math.round(delayMs / 1000)} seconds.
      </p>
      <p>
        <Link to="/login" replace>
          Go to Login
        </Link>
      </p>
    </section>
  );
}
