import { ADMIN_MESSAGES, TOAST_MS } from '@pango/shared';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';
import { useAuth } from '@/lib/auth';

/** The signup link a tenant opens: /tenant/signup fills the landlord ID in from ?landlord=. */
export function tenantInviteUrl(origin: string, landlordCode: string): string {
  return `${origin}/tenant/signup?landlord=${encodeURIComponent(landlordCode)}`;
}

/**
 * Copy Tenant Invite, Send Email (the email sender feature's button, passed in by the app layer)
 * and WhatsApp (coming soon: a notice only, nothing is sent).
 */
export function InviteActions({ sendEmailSlot }: { sendEmailSlot?: ReactNode }) {
  const { user } = useAuth();
  const toast = useToast();
  const [isWhatsAppNoticeShown, setIsWhatsAppNoticeShown] = useState(false);

  const copyInvite = async () => {
    try {
      const code = user?.landlord_code;
      if (!code || !navigator.clipboard) throw new Error('No landlord code or clipboard');
      await navigator.clipboard.writeText(tenantInviteUrl(window.location.origin, code));
      toast.success(ADMIN_MESSAGES.inviteCopied, { durationMs: TOAST_MS.short });
    } catch (error) {
      console.warn('[dashboard] invite copy failed', error);
      toast.error(ADMIN_MESSAGES.inviteCopyFailed);
    }
  };

  return (
    <div className="dashboard-actions">
      <div className="dashboard-actions__buttons">
        <Button onClick={() => void copyInvite()}>Copy Tenant Invite</Button>
        {sendEmailSlot}
        <Button variant="secondary" onClick={() => setIsWhatsAppNoticeShown(true)}>
          WhatsApp <Badge tone="info">Coming soon</Badge>
        </Button>
      </div>
      {isWhatsAppNoticeShown && (
        <Alert
          tone="info"
          action={
            <Button variant="ghost" size="sm" onClick={() => setIsWhatsAppNoticeShown(false)}>
              Close
            </Button>
          }
        >
          <p>{ADMIN_MESSAGES.whatsappComingSoon}</p>
        </Alert>
      )}
    </div>
  );
}
