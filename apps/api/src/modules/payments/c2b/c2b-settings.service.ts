import {
  C2B_MESSAGES,
  ERROR_CODES,
  type C2bRegisterResult,
  type C2bSettings,
  type C2bSettingsInput,
  type ShortcodeType,
  C2bSettingsSchema,
  maskConsumerKey,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../../lib/audit.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { AppError } from '../../../lib/errors.js';
import { ProviderError } from '../providers/provider.js';
import { c2bSimulationAllowed } from './c2b-simulate.service.js';
import { landlordDarajaOf } from './c2b-credentials.service.js';
import { c2bUrls, newUrlToken } from './c2b-urls.js';
import { registerC2bUrls } from './daraja-register.js';

// The landlord's paybill or till (issue 19 item 1): one short code per landlord and one landlord
// per short code; the URLs carry the landlord's token, shown here so they can be registered.

const settingSelect = {
  id: true,
  shortcode: true,
  shortcodeType: true,
  rejectUnknownAccounts: true,
  urlToken: true,
  darajaKeyHint: true,
  allowedIps: true,
} as const;

type SettingRow = {
  shortcode: string;
  shortcodeType: string;
  rejectUnknownAccounts: boolean;
  urlToken: string;
  darajaKeyHint: string | null;
  allowedIps: string[];
};

function present(row: SettingRow | null, origin: string, env: Deps['env']): C2bSettings {
  const simulation_allowed = c2bSimulationAllowed(env);
  if (!row)
    return {
      shortcode: null,
      shortcode_type: null,
      reject_unknown_accounts: false,
      confirmation_url: null,
      validation_url: null,
      simulation_allowed,
      has_credentials: false,
      consumer_key_masked: null,
      allowed_ips: [],
    };
  return {
    shortcode: row.shortcode,
    shortcode_type: row.shortcodeType as ShortcodeType,
    reject_unknown_accounts: row.rejectUnknownAccounts,
    ...c2bUrls(origin, row.urlToken),
    simulation_allowed,
    // The hint is written with the sealed secrets and cleared with them (a CHECK keeps them so).
    has_credentials: row.darajaKeyHint !== null,
    consumer_key_masked: row.darajaKeyHint === null ? null : maskConsumerKey(row.darajaKeyHint),
    allowed_ips: row.allowedIps,
  };
}

const shortcodeTaken = () =>
  new AppError(400, ERROR_CODES.validation, C2B_MESSAGES.shortcodeTaken, {
    errors: { shortcode: [C2B_MESSAGES.shortcodeTaken] },
  });
const notSetUp = () => new AppError(409, ERROR_CODES.conflict, C2B_MESSAGES.notSetUp);

export async function getC2bSettings(
  deps: Deps,
  landlordId: number,
  origin: string,
): Promise<C2bSettings> {
  const row = await deps.db.mpesaC2bSetting.findUnique({
    where: { landlordId },
    select: settingSelect,
  });
  return present(row, origin, deps.env);
}

export async function saveC2bSettings(
  deps: Deps,
  landlordId: number,
  input: C2bSettingsInput,
  origin: string,
): Promise<C2bSettings> {
  const data = C2bSettingsSchema.parse(input);
  const holder = await deps.db.mpesaC2bSetting.findUnique({
    where: { shortcode: data.shortcode },
    select: { landlordId: true },
  });
  if (holder && holder.landlordId !== landlordId) throw shortcodeTaken();
  try {
    const row = await deps.db.$transaction(async (tx) => {
      const before = await tx.mpesaC2bSetting.findUnique({
        where: { landlordId },
        select: settingSelect,
      });
      const fields = {
        shortcode: data.shortcode,
        shortcodeType: data.shortcode_type,
        rejectUnknownAccounts: data.reject_unknown_accounts,
        ...(data.allowed_ips === undefined ? {} : { allowedIps: data.allowed_ips }),
      };
      const saved = await tx.mpesaC2bSetting.upsert({
        where: { landlordId },
        create: { landlordId, ...fields, urlToken: newUrlToken() },
        update: fields,
        select: settingSelect,
      });
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.c2bSettingsSaved,
        entityType: 'mpesa_c2b_setting',
        entityId: saved.id,
        data: {
          before: before
            ? {
                shortcode: before.shortcode,
                shortcode_type: before.shortcodeType,
                reject_unknown_accounts: before.rejectUnknownAccounts,
                allowed_ips: before.allowedIps,
              }
            : null,
          after: data,
        },
      });
      return saved;
    });
    return present(row, origin, deps.env);
  } catch (err) {
    // Two landlords claiming one short code at once: the unique index decides, same answer.
    if ((err as { code?: unknown }).code === 'P2002') throw shortcodeTaken();
    throw err;
  }
}

/** New URLs; the old ones answer 404 from now on (a leaked URL is made useless this way). */
export async function rotateC2bToken(
  deps: Deps,
  landlordId: number,
  origin: string,
): Promise<C2bSettings> {
  const row = await deps.db.$transaction(async (tx) => {
    const existing = await tx.mpesaC2bSetting.findUnique({ where: { landlordId } });
    if (!existing) throw notSetUp();
    const saved = await tx.mpesaC2bSetting.update({
      where: { landlordId },
      data: { urlToken: newUrlToken(), tokenRotatedAt: nowOf(deps) },
      select: settingSelect,
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.c2bTokenRotated,
      entityType: 'mpesa_c2b_setting',
      entityId: saved.id,
    });
    return saved;
  });
  return present(row, origin, deps.env);
}

/** Registers the URLs through Daraja with the landlord's or the platform's credentials. */
export async function registerLandlordUrls(
  deps: Deps,
  landlordId: number,
  origin: string,
): Promise<C2bRegisterResult> {
  const row = await deps.db.mpesaC2bSetting.findUnique({
    where: { landlordId },
    select: settingSelect,
  });
  if (!row) throw notSetUp();
  // The landlord's own Daraja app when they set one up (ADR 025), else the platform's.
  const own = await landlordDarajaOf(deps, landlordId);
  const consumerKey = own?.consumerKey ?? deps.env.MPESA_CONSUMER_KEY;
  const consumerSecret = own?.consumerSecret ?? deps.env.MPESA_CONSUMER_SECRET;
  if (!consumerKey || !consumerSecret)
    throw new AppError(409, ERROR_CODES.conflict, C2B_MESSAGES.darajaNotConfigured);
  const urls = c2bUrls(origin, row.urlToken);
  let description: string;
  try {
    description = await registerC2bUrls({
      baseUrl: deps.env.MPESA_BASE_URL,
      consumerKey,
      consumerSecret,
      shortCode: row.shortcode,
      confirmationUrl: urls.confirmation_url,
      validationUrl: urls.validation_url,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    deps.logger.warn({ err: err.message, landlordId }, 'Daraja RegisterURL refused');
    throw new AppError(
      502,
      ERROR_CODES.paymentsUnavailable,
      `Safaricom did not accept the URLs: ${err.message.replace(/^Daraja RegisterURL: /, '')}`,
    );
  }
  await deps.db.$transaction(async (tx) => {
    await tx.mpesaC2bSetting.update({
      where: { landlordId },
      data: { registeredAt: nowOf(deps), registerResult: description },
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.c2bUrlsRegistered,
      entityType: 'mpesa_c2b_setting',
      entityId: row.id,
      data: { after: { shortcode: row.shortcode, response: description } },
    });
  });
  return { detail: C2B_MESSAGES.registered, response_description: description };
}
