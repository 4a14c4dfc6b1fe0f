import { isLanguage, LANGUAGE_NAMES, type Language } from '@pango/shared';
import { SelectField } from '@/components/ui/select-field';
import { usePermission } from '@/lib/permissions';
import { useSetTenantMessageLanguage } from '@/lib/queries/tenant-message-language';
import { TENANT_PROFILE_TEXT } from '../messages';

const FOLLOW_TENANT = '';

/**
 * The language this tenant's emails and SMS go in: the tenant's own choice unless the landlord
 * picks one (issue 25 item 6, ADR 045). Saved on change; a member without tenants.manage sees it.
 */
export function MessageLanguageField(props: {
  tenantId: number;
  language: Language;
  messageLanguage: Language | null;
}) {
  const canManage = usePermission('tenants.manage');
  const save = useSetTenantMessageLanguage();
  const value = save.isPending
    ? (save.variables?.language ?? FOLLOW_TENANT)
    : (props.messageLanguage ?? FOLLOW_TENANT);
  return (
    <SelectField
      label={TENANT_PROFILE_TEXT.messageLanguage}
      hint={TENANT_PROFILE_TEXT.messageLanguageHint}
      error={save.isError ? TENANT_PROFILE_TEXT.messageLanguageFailed : undefined}
      value={value}
      disabled={!canManage || save.isPending}
      onChange={(next) =>
        save.mutate({ tenantId: props.tenantId, language: isLanguage(next) ? next : null })
      }
      options={[
        {
          value: FOLLOW_TENANT,
          label: TENANT_PROFILE_TEXT.tenantsChoice(LANGUAGE_NAMES[props.language]),
        },
        { value: 'en', label: LANGUAGE_NAMES.en },
        { value: 'sw', label: LANGUAGE_NAMES.sw },
      ]}
    />
  );
}
