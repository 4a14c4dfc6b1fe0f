import { TOAST_MS } from '@pango/shared';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';
import { useAuth } from '@/lib/auth';
import { TENANT_TEXT } from '../messages';

/** The public signup link: /tenant/signup fills the landlord ID in from ?landlord=. */
export function signupUrl(origin: string, landlordCode: string): string {
  return `${origin}/tenant/signup?landlord=${encodeURIComponent(landlordCode)}`;
}

export function useSignupLink() {
  const { user } = useAuth();
  const toast = useToast();
  const code = user?.landlord_code ?? null;

  const open = () => {
    if (!code) return toast.error(TENANT_TEXT.noLandlordCode);
    window.open(signupUrl(window.location.origin, code), '_blank', 'noopener');
  };
  const copy = async () => {
    try {
      if (!code) throw new Error('No landlord code');
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(signupUrl(window.location.origin, code));
      toast.success(TENANT_TEXT.signupLinkCopied, { durationMs: TOAST_MS.short });
    } catch (error) {
      console.warn('[tenants] signup link copy failed', error);
      toast.error(code ? TENANT_TEXT.signupLinkCopyFailed : TENANT_TEXT.noLandlordCode);
    }
  };
  return { open, copy };
}

/** Open Signup Form and Copy Signup Link (the spec's hover menu, shown as two buttons). */
export function SignupLinks() {
  const link = useSignupLink();
  return (
    <>
      <Button variant="secondary" onClick={link.open}>
        Open Signup Form
      </Button>
      <Button variant="secondary" onClick={() => void link.copy()}>
        Copy Signup Link
      </Button>
    </>
  );
}
