import type { UserType } from '@pango/shared';
import { useEffect, useRef, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupComingSoon } from './signup-coming-soon';
import { USER_TYPE_OPTIONS } from './user-type-labels';
import './auth-screen.css';

type Mode = 'login' | 'signup';
type LoginView = 'login' | 'forgot';

const MODES = [
  { value: 'login', label: 'Login' },
  { value: 'signup', label: 'Sign Up' },
] as const;

/** The combined login / signup screen (seed 000 section 2). */
export function AuthScreen() {
  const [mode, setMode] = useState<Mode>('login');
  const [userType, setUserType] = useState<UserType>('tenant');
  const [view, setView] = useState<LoginView>('login');
  const panelRef = useRef<HTMLDivElement>(null);
  const hasSwitchedView = useRef(false);

  // Coming back from the forgot-password form, focus the login form's first field.
  useEffect(() => {
    if (!hasSwitchedView.current) return;
    if (view === 'login')
      panelRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [view]);

  const switchView = (next: LoginView) => {
    hasSwitchedView.current = true;
    setView(next);
  };

  return (
    <Card className="auth-card">
      <div className="auth-card__intro">
        <h1 className="auth-card__title">Welcome to Pango</h1>
        <p className="muted">Rental property management for landlords and tenants.</p>
      </div>
      <Tabs
        label="Login or sign up"
        items={MODES}
        value={mode}
        onChange={(next) => {
          setMode(next);
          setView('login');
        }}
      >
        <div ref={panelRef}>
          <ToggleGroup
            legend="I am a"
            options={USER_TYPE_OPTIONS}
            value={userType}
            onChange={setUserType}
          />
          {mode === 'signup' && <SignupComingSoon userType={userType} />}
          {mode === 'login' && view === 'forgot' && (
            <ForgotPasswordForm onBack={() => switchView('login')} />
          )}
          {mode === 'login' && view === 'login' && (
            <LoginForm userType={userType} onForgotPassword={() => switchView('forgot')} />
          )}
        </div>
      </Tabs>
    </Card>
  );
}
