import type { UserType } from '@pango/shared';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useCommonTexts } from '@/lib/i18n/common-texts';
import { lazyWithQueries } from '@/lib/lazy-with-queries';
import { activeSignup, clearSignup } from '../signup/common/signup-storage';
import { LoginForm } from './login-form';
import { SignupPanel } from './signup-panel';
import { useAuthTexts } from '../texts';
import './auth-screen.css';

// The form library and TanStack Query come with the forgot-password form: load them only when
// that form opens, so the first load of /login stays small on mobile data.
const ForgotPasswordForm = lazyWithQueries(async () => ({
  default: (await import('./forgot-password-form')).ForgotPasswordForm,
}));

type Mode = 'login' | 'signup';
type LoginView = 'login' | 'forgot';
type PendingSwitch = { mode: Mode; userType: UserType };

const MODES = ['login', 'signup'] as const;
const USER_TYPES = ['tenant', 'landlord'] as const;

type AuthScreenProps = {
  /** Open on Sign Up (e.g. /tenant/signup). */
  initialMode?: Mode;
  initialUserType?: UserType;
  initialLandlordCode?: string;
  initialUnitCode?: string;
  /** A success line over the login form (e.g. after a team invitation is accepted). */
  initialNotice?: string;
};

/** The combined login / signup screen (seed 000 section 2). */
export function AuthScreen({
  initialMode,
  initialUserType,
  initialLandlordCode,
  initialUnitCode,
  initialNotice,
}: AuthScreenProps) {
  const t = useAuthTexts();
  const common = useCommonTexts();
  // A reload in the middle of a signup reopens it where it was.
  const [restored] = useState(() => activeSignup());
  const [mode, setMode] = useState<Mode>(initialMode ?? (restored ? 'signup' : 'login'));
  const [userType, setUserType] = useState<UserType>(initialUserType ?? restored ?? 'tenant');
  const [view, setView] = useState<LoginView>('login');
  const [notice, setNotice] = useState<string | undefined>(initialNotice);
  const [pending, setPending] = useState<PendingSwitch | null>(null);
  const hasProgress = useRef(false);
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

  const applySwitch = (next: PendingSwitch) => {
    setMode(next.mode);
    setUserType(next.userType);
    setView('login');
    setNotice(undefined);
  };

  // Switching mode or user type in the middle of a signup asks first (seed 000 section 2).
  const requestSwitch = (next: PendingSwitch) => {
    if (mode === 'signup' && hasProgress.current) setPending(next);
    else applySwitch(next);
  };

  const confirmSwitch = () => {
    if (!pending) return;
    clearSignup(userType);
    hasProgress.current = false;
    applySwitch(pending);
    setPending(null);
  };

  const onProgressChange = useCallback((value: boolean) => {
    hasProgress.current = value;
  }, []);

  const onComplete = useCallback((message: string) => {
    hasProgress.current = false;
    setMode('login');
    setView('login');
    setNotice(message);
  }, []);

  return (
    <Card className="auth-card">
      <div className="auth-card__intro">
        <h1 className="auth-card__title">{t('welcome')}</h1>
        <p className="muted">{t('intro')}</p>
      </div>
      <Tabs
        label={t('modes')}
        items={MODES.map((value) => ({ value, label: t(`mode.${value}`) }))}
        value={mode}
        onChange={(next) => requestSwitch({ mode: next, userType })}
      >
        <div ref={panelRef}>
          <ToggleGroup
            legend={t('iAm')}
            options={USER_TYPES.map((value) => ({ value, label: t(`userType.${value}`) }))}
            value={userType}
            onChange={(next) => requestSwitch({ mode, userType: next })}
          />
          {mode === 'signup' && (
            <SignupPanel
              key={userType}
              userType={userType}
              onProgressChange={onProgressChange}
              onComplete={onComplete}
              initialLandlordCode={initialLandlordCode}
              initialUnitCode={initialUnitCode}
            />
          )}
          {mode === 'login' && notice && <Alert tone="success">{notice}</Alert>}
          {mode === 'login' && view === 'forgot' && (
            <Suspense fallback={<Spinner label={common('loading')} />}>
              <ForgotPasswordForm onBack={() => switchView('login')} />
            </Suspense>
          )}
          {mode === 'login' && view === 'login' && (
            <LoginForm userType={userType} onForgotPassword={() => switchView('forgot')} />
          )}
        </div>
      </Tabs>
      <Dialog
        isOpen={pending !== null}
        onClose={() => setPending(null)}
        title={t('leave.title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t('leave.stay')}
            </Button>
            <Button variant="danger" onClick={confirmSwitch}>
              {t('leave.clear')}
            </Button>
          </>
        }
      >
        <p>{t('leave.body')}</p>
      </Dialog>
    </Card>
  );
}
