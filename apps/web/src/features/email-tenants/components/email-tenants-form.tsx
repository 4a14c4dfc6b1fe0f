import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMUNICATION_MESSAGES,
  countSmsSegments,
  SendEmailSchema,
  SendSmsSchema,
  type QueuedResult,
} from '@pango/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { firstMessage, isApiError } from '@/lib/api-error';
import { useActiveTenants } from '../api/get-active-tenants';
import { useLandlordProperties } from '@/lib/queries/properties';
import { useMessageTemplates } from '@/lib/queries/message-templates';
import { usePreviewMessage } from '@/lib/queries/preview-message';
import { sendSms, smsBalanceQuery, smsKeys } from '@/lib/queries/sms';
import { useSendEmail, type SendEmailPayload } from '../api/send-email';
import { MessagePreview } from './message-preview';
import { RecipientsField } from './recipients-field';

type FormInput = z.input<typeof SendEmailSchema>;

/** Seed 001 section 8: the server's detail, error or message first, else the fallback. */
export function sendFailure(error: unknown): string {
  const body = isApiError(error) ? error.body : null;
  return (
    firstMessage(body?.detail) ??
    firstMessage(body?.error) ??
    firstMessage(body?.message) ??
    COMMUNICATION_MESSAGES.sendEmailsFailed
  );
}

function previewFailure(error: unknown): string {
  const body = isApiError(error) ? error.body : null;
  return firstMessage(body?.detail) ?? 'Could not load the preview. Please try again.';
}

export type Channel = 'email' | 'sms';
const emailResolver = zodResolver(SendEmailSchema);
const smsResolver = zodResolver(SendSmsSchema);

type EmailTenantsFormProps = {
  formId: string;
  defaultPropertyId: number | null;
  onSent: (result: QueuedResult) => void;
  onBusyChange: (isBusy: boolean) => void;
};

/** Subject, message (or a template), recipients and property; Preview, then the dialog's Send. */
export function EmailTenantsForm(props: EmailTenantsFormProps) {
  const { formId, defaultPropertyId, onSent, onBusyChange } = props;
  const [template, setTemplate] = useState('');
  const templates = useMessageTemplates(true);
  const properties = useLandlordProperties();
  const preview = usePreviewMessage();
  const send = useSendEmail();
  const queryClient = useQueryClient();
  const sms = useMutation({
    mutationFn: sendSms,
    onSettled: () => queryClient.invalidateQueries({ queryKey: smsKeys.all }),
  });
  const [channel, setChannel] = useState<Channel>('email');
  const channelRef = useRef<Channel>('email');
  const balance = useQuery({ ...smsBalanceQuery(), enabled: channel === 'sms' });
  const { control, register, handleSubmit, setValue, trigger, getValues, formState } = useForm<
    FormInput,
    unknown,
    SendEmailPayload
  >({
    // The SMS channel has no subject: its own schema checks the message's length in parts.
    resolver: (values, context, options) =>
      channelRef.current === 'sms'
        ? (smsResolver(values, context, options as never) as never)
        : emailResolver(values, context, options),
    defaultValues: {
      subject: '',
      message: '',
      send_to_all: true,
      tenants: [],
      property_id: defaultPropertyId === null ? '' : String(defaultPropertyId),
    },
  });
  const { errors } = formState;
  const propertyValue = useWatch({ control, name: 'property_id' });
  const propertyId = propertyValue ? Number(propertyValue) : null;
  const tenants = useActiveTenants(propertyId, true);
  const sendToAll = useWatch({ control, name: 'send_to_all' });
  const chosenIds = useWatch({ control, name: 'tenants' });
  const recipientCount = sendToAll ? (tenants.data?.count ?? 0) : (chosenIds ?? []).length;

  const chooseTemplate = (id: string) => {
    setTemplate(id);
    const chosen = templates.data?.find((t) => t.id === id);
    if (!chosen) return;
    setValue('subject', chosen.subject, { shouldDirty: true });
    setValue('message', chosen.body, { shouldDirty: true });
  };

  const firstRecipient = () => {
    const { send_to_all: all, tenants: ids } = getValues();
    const list = tenants.data?.results ?? [];
    const id = all ? list[0]?.id : Number((ids ?? [])[0]);
    return list.find((tenant) => tenant.id === id);
  };

  const showPreview = async () => {
    if (!(await trigger(['subject', 'message']))) return;
    const { subject, message } = getValues();
    preview.mutate({
      template: template || undefined,
      subject: subject ?? '',
      message: message ?? '',
      tenant_id: firstRecipient()?.id,
    });
  };

  const submit = handleSubmit((payload) => {
    onBusyChange(true);
    if (channel === 'sms') {
      const { message, send_to_all, tenants: ids, property_id } = payload;
      sms.mutate(
        { message, send_to_all, tenants: ids, property_id },
        {
          onSuccess: (result) => onSent({ message: result.message, queued: result.queued }),
          onSettled: () => onBusyChange(false),
        },
      );
      return;
    }
    send.mutate(payload, {
      onSuccess: onSent,
      onError: (error) => console.warn('[email-tenants] send failed', error),
      onSettled: () => onBusyChange(false),
    });
  });

  return (
    <form id={formId} className="email-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="email-form__channel">
        <legend>Send as</legend>
        {(['email', 'sms'] as const).map((value) => (
          <label key={value} className="email-form__channel-option">
            <input
              type="radio"
              name="channel"
              value={value}
              checked={channel === value}
              onChange={() => {
                channelRef.current = value;
                setChannel(value);
              }}
            />
            {value === 'email' ? 'Email' : 'SMS'}
          </label>
        ))}
      </fieldset>
      {send.isError && channel === 'email' && <Alert>{sendFailure(send.error)}</Alert>}
      {sms.isError && channel === 'sms' && <Alert>{sendFailure(sms.error)}</Alert>}
      <Field label="Template" hint="Fills in the subject and message; you can still edit them.">
        {(field) => (
          <select
            className="field__input"
            value={template}
            onChange={(event) => chooseTemplate(event.target.value)}
            {...field}
          >
            <option value="">No template</option>
            {(templates.data ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {channel === 'email' && (
        <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
      )}
      <Field label="Message" error={errors.message?.message}>
        {(field) => (
          <textarea
            className="field__input email-form__message"
            rows={6}
            {...register('message')}
            {...field}
          />
        )}
      </Field>
      {channel === 'sms' && (
        <SmsCost control={control} recipients={recipientCount} credits={balance.data?.credits} />
      )}
      <Controller
        control={control}
        name="property_id"
        render={({ field: property }) => (
          <Field label="Property">
            {(field) => (
              <select
                className="field__input"
                name={property.name}
                ref={property.ref}
                value={String(property.value ?? '')}
                onBlur={property.onBlur}
                onChange={(event) => {
                  property.onChange(event.target.value);
                  // The chosen tenants belong to the list of the property that was shown.
                  setValue('tenants', []);
                }}
                {...field}
              >
                <option value="">All Properties</option>
                {(properties.data?.results ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="send_to_all"
        render={({ field: all }) => (
          <Controller
            control={control}
            name="tenants"
            render={({ field: chosen }) => (
              <RecipientsField
                sendToAll={all.value ?? false}
                onSendToAllChange={all.onChange}
                selected={((chosen.value ?? []) as unknown[]).map(Number)}
                onSelectedChange={chosen.onChange}
                tenants={tenants.data?.results}
                total={tenants.data?.count}
                isLoading={tenants.isPending}
                isError={tenants.isError}
                error={errors.tenants?.message}
              />
            )}
          />
        )}
      />
      {channel === 'email' && (
        <>
          <div className="email-form__preview-action">
            <Button
              variant="secondary"
              isBusy={preview.isPending}
              onClick={() => void showPreview()}
            >
              Preview
            </Button>
          </div>
          {preview.isError && <Alert>{previewFailure(preview.error)}</Alert>}
          {preview.data && (
            <MessagePreview preview={preview.data} recipient={firstRecipient()?.full_name} />
          )}
        </>
      )}
    </form>
  );
}

type SmsCostProps = {
  control: ReturnType<typeof useForm<FormInput, unknown, SendEmailPayload>>['control'];
  recipients: number;
  credits: number | undefined;
};

/** The SMS channel's live count: parts per message and the credits the send takes (issue 25). */
function SmsCost({ control, recipients, credits }: SmsCostProps) {
  const message = useWatch({ control, name: 'message' }) ?? '';
  const { segments, encoding, units, perSegment } = countSmsSegments(message.trim());
  const needed = segments * recipients;
  const isShort = credits !== undefined && needed > credits;
  return (
    <p className="email-form__sms-cost" aria-live="polite">
      {units} characters ({encoding === 'GSM-7' ? 'standard' : 'special characters'}, {perSegment}{' '}
      per part): {segments} SMS {segments === 1 ? 'part' : 'parts'} × {recipients}{' '}
      {recipients === 1 ? 'tenant' : 'tenants'} = {needed} credits.{' '}
      {credits !== undefined && (
        <span className={isShort ? 'email-form__sms-short' : undefined}>
          {isShort ? `Not enough credits: you have ${credits}.` : `You have ${credits}.`}
        </span>
      )}
    </p>
  );
}
