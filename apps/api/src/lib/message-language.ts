import { messageLanguageOf, type Language } from '@pango/shared';
import type { Db, DbTx } from './db.js';

// The language of a tenant's emails and SMS (ADR 045): read from the tenant's profile, with the
// rule itself in packages/shared (messageLanguageOf). Everything that composes a mail or a text
// to a tenant asks here; users without a tenant profile (landlords, members) read English.

/** The profile fields the rule reads, for a select beside others. */
export const messageLanguageSelect = { language: true, messageLanguage: true } as const;

export const languageOfProfile = (
  profile: { language: Language; messageLanguage: Language | null } | null | undefined,
): Language => (profile ? messageLanguageOf(profile) : 'en');

/** One tenant's message language. */
export async function tenantMessageLanguage(db: Db | DbTx, tenantId: number): Promise<Language> {
  const profile = await db.tenantProfile.findUnique({
    where: { userId: tenantId },
    select: messageLanguageSelect,
  });
  return languageOfProfile(profile);
}

/** Several tenants' message languages, by tenant id, in one query. */
export async function tenantMessageLanguages(
  db: Db | DbTx,
  tenantIds: readonly number[],
): Promise<Map<number, Language>> {
  if (tenantIds.length === 0) return new Map();
  const profiles = await db.tenantProfile.findMany({
    where: { userId: { in: [...tenantIds] } },
    select: { userId: true, ...messageLanguageSelect },
  });
  return new Map(profiles.map((p) => [p.userId, languageOfProfile(p)]));
}

/** The message language of each tenancy's tenant, by tenancy id (two queries). */
export async function tenancyMessageLanguages(
  db: Db | DbTx,
  tenancyIds: readonly number[],
): Promise<Map<number, Language>> {
  if (tenancyIds.length === 0) return new Map();
  const tenancies = await db.tenancy.findMany({
    where: { id: { in: [...tenancyIds] } },
    select: { id: true, tenantId: true },
  });
  const byTenant = await tenantMessageLanguages(
    db,
    tenancies.map((t) => t.tenantId),
  );
  return new Map(tenancies.map((t) => [t.id, byTenant.get(t.tenantId) ?? 'en']));
}
