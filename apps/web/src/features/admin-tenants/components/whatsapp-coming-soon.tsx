import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TENANT_TEXT } from '../messages';

/** The header's WhatsApp button (seed 001: coming soon, alert only; nothing is sent). */
export function WhatsAppComingSoon({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      WhatsApp <Badge tone="info">Coming soon</Badge>
    </Button>
  );
}

export function WhatsAppNotice({ onClose }: { onClose: () => void }) {
  return (
    <Alert
      tone="info"
      className="tm-notice"
      action={
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>{TENANT_TEXT.whatsappComingSoon}</p>
    </Alert>
  );
}
