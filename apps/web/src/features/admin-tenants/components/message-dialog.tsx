import { COMMUNICATION_MESSAGES, TenantMessageSchema } from '@pango/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { useMessageTemplates } from '@/lib/queries/message-templates';
import { usePreviewMessage } from '@/lib/queries/preview-message';
import { useSendMessage } from '../api/send-message';
import { TENANT_TEXT } from '../messages';
import type { MessagePreview, TenantRow } from '../types';
import { serverDetail } from '../utils/errors';

type Props = { tenant: TenantRow; onClose: () => void };

/**
 * Send custom message: a template (section 9) or a typed message. Preview asks the server for the
 * exact mail with the placeholders filled for this tenant; Send queues that same mail.
 */
export function MessageDialog({ tenant, onClose }: Props) {
  const toast = useToast();
  const templates = useMessageTemplates();
  const previewCall = usePreviewMessage();
  const send = useSendMessage(tenant.id);
  const [template, setTemplate] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const input = () => ({ template: template || undefined, subject, message });

  const showPreview = () => {
    const parsed = TenantMessageSchema.safeParse(input());
    if (!parsed.success) {
      setFieldError(COMMUNICATION_MESSAGES.emptyCustomMessage);
      return;
    }
    setFieldError(undefined);
    setError(null);
    previewCall.mutate(
      { ...input(), tenant_id: tenant.id },
      {
        onSuccess: setPreview,
        onError: (cause) => setError(serverDetail(cause, TENANT_TEXT.previewFailed)),
      },
    );
  };

  const submit = () => {
    setError(null);
    send.mutate(input(), {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
      },
      onError: (cause) => setError(serverDetail(cause, TENANT_TEXT.messageFailed)),
    });
  };

  const footer = preview ? (
    <>
      <Button variant="secondary" onClick={() => setPreview(null)}>
        Back
      </Button>
      <Button onClick={submit} isBusy={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button onClick={showPreview} isBusy={previewCall.isPending}>
        Preview
      </Button>
    </>
  );

  return (
    <Dialog isOpen onClose={onClose} title="Send Custom Message" footer={footer}>
      <p>
        To {tenant.full_name} ({tenant.email})
      </p>
      {preview ? (
        <section aria-label="Message preview" className="tm-preview">
          <p>
            <strong>Subject:</strong> {preview.subject}
          </p>
          <pre className="tm-preview__text">{preview.text}</pre>
        </section>
      ) : (
        <>
          <Field label="Template">
            {(control) => (
              <select
                className="field__input"
                value={template}
                onChange={(event) => setTemplate(event.target.value)}
                {...control}
              >
                <option value="">Custom message</option>
                {templates.data?.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label="Subject"
            value={subject}
            hint={template ? "Leave empty to use the template's subject." : undefined}
            onChange={(event) => setSubject(event.target.value)}
          />
          <Field
            label="Message"
            error={fieldError}
            hint={template ? "Leave empty to use the template's text." : undefined}
          >
            {(control) => (
              <textarea
                className="field__input"
                rows={5}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                {...control}
              />
            )}
          </Field>
        </>
      )}
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
