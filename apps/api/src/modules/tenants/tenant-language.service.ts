import type { Language, TenantLanguages } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';

// Who reads what language (issue 25 item 6, ADR 045): the tenant's own choice, made at signup and
// in Settings, and the landlord's choice of the language this tenant's emails and SMS go in (null
// follows the tenant). lib/message-language reads them for every mail and text.

/** PUT /accounts/tenant/language/: the signed-in tenant's own language. */
export async function setTenantLanguage(
  deps: Deps,
  tenantId: number,
  language: Language,
): Promise<{ language: Language }> {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.tenantProfile.findUnique({
      where: { userId: tenantId },
      select: { language: true },
    });
    if (!before) throw notFound();
    if (before.language === language) return { language };
    await tx.tenantProfile.update({ where: { userId: tenantId }, data: { language } });
    await recordAudit(tx, {
      actorId: tenantId,
      action: AUDIT_ACTIONS.tenantLanguageUpdated,
      entityType: 'tenant_profile',
      entityId: tenantId,
      data: { before: before.language, after: language },
    });
    return { language };
  });
}

/**
 * PUT /accounts/tenants/{id}/message-language/: the landlord's choice for one of their tenants.
 * Another landlord's tenant is 404, like every tenant route. Audited when it changes.
 */
export async function setTenantMessageLanguage(
  deps: Deps,
  landlordId: number,
  tenantId: number,
  messageLanguage: Language | null,
): Promise<TenantLanguages> {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.tenantProfile.findFirst({
      where: { userId: tenantId, landlordId },
      select: { language: true, messageLanguage: true },
    });
    if (!before) throw notFound();
    if (before.messageLanguage !== messageLanguage) {
      await tx.tenantProfile.update({ where: { userId: tenantId }, data: { messageLanguage } });
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.tenantMessageLanguageUpdated,
        entityType: 'tenant_profile',
        entityId: tenantId,
        data: { before: before.messageLanguage, after: messageLanguage },
      });
    }
    return { language: before.language, message_language: messageLanguage };
  });
}
