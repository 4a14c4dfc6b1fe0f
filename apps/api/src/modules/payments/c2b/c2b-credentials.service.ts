import {
  C2B_MESSAGES,
  DARAJA_CREDENTIAL_MESSAGES,
  DarajaCredentialsSchema,
  ERROR_CODES,
  maskConsumerKey,
  type DarajaCredentialsInput,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../../lib/audit.js';
import {
  credentialsKeysOf,
  isSealedWithOldKey,
  openSecret,
  sealSecret,
} from '../../../lib/credentials-cipher.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { AppError } from '../../../lib/errors.js';

// The landlord's own Daraja app (issue 19 item 9a, ADR 025): consumer key, consumer secret and
// passkey, sealed with AES-256-GCM before they are written and opened only where Daraja is
// called (STK push, RegisterURL, Pull Transactions). The API never returns them; the audit row
// records that they changed and the key's last four characters, never the secrets.

export type LandlordDaraja = {
  landlordId: number;
  shortcode: string;
  shortcodeType: 'paybill' | 'till';
  consumerKey: string;
  consumerSecret: string;
  passkey: string;
  /** Changes whenever the credentials do: a cached client built on older ones is dropped. */
  version: number;
};

type SealedField = 'consumer_key' | 'consumer_secret' | 'passkey';
/** The additional data of a sealed field: its landlord and its column. */
const contextOf = (landlordId: number, field: SealedField) =>
  `mpesa_c2b_settings:${landlordId}:${field}`;

const notSetUp = () => new AppError(409, ERROR_CODES.conflict, C2B_MESSAGES.notSetUp);

export async function saveDarajaCredentials(
  deps: Deps,
  landlordId: number,
  input: DarajaCredentialsInput,
): Promise<{ detail: string; consumer_key_masked: string }> {
  const data = DarajaCredentialsSchema.parse(input);
  const keys = credentialsKeysOf(deps.env);
  const hint = data.consumer_key.slice(-4);
  await deps.db.$transaction(async (tx) => {
    const existing = await tx.mpesaC2bSetting.findUnique({
      where: { landlordId },
      select: { id: true, darajaKeyHint: true },
    });
    if (!existing) throw notSetUp();
    await tx.mpesaC2bSetting.update({
      where: { landlordId },
      data: {
        darajaConsumerKey: sealSecret(
          keys,
          data.consumer_key,
          contextOf(landlordId, 'consumer_key'),
        ),
        darajaConsumerSecret: sealSecret(
          keys,
          data.consumer_secret,
          contextOf(landlordId, 'consumer_secret'),
        ),
        darajaPasskey: sealSecret(keys, data.passkey, contextOf(landlordId, 'passkey')),
        darajaKeyHint: hint,
        credentialsSetAt: nowOf(deps),
      },
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.c2bCredentialsSaved,
      entityType: 'mpesa_c2b_setting',
      entityId: existing.id,
      data: {
        before: { consumer_key_hint: existing.darajaKeyHint },
        after: { consumer_key_hint: hint },
      },
    });
  });
  return { detail: DARAJA_CREDENTIAL_MESSAGES.saved, consumer_key_masked: maskConsumerKey(hint) };
}

export async function removeDarajaCredentials(
  deps: Deps,
  landlordId: number,
): Promise<{ detail: string }> {
  await deps.db.$transaction(async (tx) => {
    const existing = await tx.mpesaC2bSetting.findUnique({
      where: { landlordId },
      select: { id: true, darajaKeyHint: true },
    });
    if (!existing) throw notSetUp();
    if (existing.darajaKeyHint === null) return;
    await tx.mpesaC2bSetting.update({
      where: { landlordId },
      data: {
        darajaConsumerKey: null,
        darajaConsumerSecret: null,
        darajaPasskey: null,
        darajaKeyHint: null,
        credentialsSetAt: null,
      },
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.c2bCredentialsRemoved,
      entityType: 'mpesa_c2b_setting',
      entityId: existing.id,
      data: { before: { consumer_key_hint: existing.darajaKeyHint }, after: null },
    });
  });
  return { detail: DARAJA_CREDENTIAL_MESSAGES.removed };
}

type SealedRow = {
  landlordId: number;
  shortcode: string;
  shortcodeType: string;
  darajaConsumerKey: string | null;
  darajaConsumerSecret: string | null;
  darajaPasskey: string | null;
  credentialsSetAt: Date | null;
};

export const sealedSelect = {
  landlordId: true,
  shortcode: true,
  shortcodeType: true,
  darajaConsumerKey: true,
  darajaConsumerSecret: true,
  darajaPasskey: true,
  credentialsSetAt: true,
} as const;

/** Opens a row's credentials; null when the landlord has none. Throws if they do not open. */
export function openDaraja(deps: Deps, row: SealedRow): LandlordDaraja | null {
  const { darajaConsumerKey, darajaConsumerSecret, darajaPasskey, credentialsSetAt } = row;
  if (!darajaConsumerKey || !darajaConsumerSecret || !darajaPasskey || !credentialsSetAt)
    return null;
  const keys = credentialsKeysOf(deps.env);
  return {
    landlordId: row.landlordId,
    shortcode: row.shortcode,
    shortcodeType: row.shortcodeType === 'till' ? 'till' : 'paybill',
    consumerKey: openSecret(keys, darajaConsumerKey, contextOf(row.landlordId, 'consumer_key')),
    consumerSecret: openSecret(
      keys,
      darajaConsumerSecret,
      contextOf(row.landlordId, 'consumer_secret'),
    ),
    passkey: openSecret(keys, darajaPasskey, contextOf(row.landlordId, 'passkey')),
    version: credentialsSetAt.getTime(),
  };
}

/** The landlord's own Daraja app, opened; null when they have none. */
export async function landlordDarajaOf(
  deps: Deps,
  landlordId: number,
): Promise<LandlordDaraja | null> {
  const row = await deps.db.mpesaC2bSetting.findUnique({
    where: { landlordId },
    select: sealedSelect,
  });
  return row ? openDaraja(deps, row) : null;
}

/**
 * After a key rotation (CREDENTIALS_KEY_PREVIOUS set): seals a landlord's credentials again with
 * the current key. Conditional on the values read, so a concurrent save is never overwritten.
 */
export async function resealIfOldKey(deps: Deps, row: SealedRow): Promise<boolean> {
  const keys = credentialsKeysOf(deps.env);
  const opened = openDaraja(deps, row);
  if (!opened || !row.darajaConsumerKey || !isSealedWithOldKey(keys, row.darajaConsumerKey))
    return false;
  const { count } = await deps.db.mpesaC2bSetting.updateMany({
    where: { landlordId: row.landlordId, darajaConsumerKey: row.darajaConsumerKey },
    data: {
      darajaConsumerKey: sealSecret(
        keys,
        opened.consumerKey,
        contextOf(row.landlordId, 'consumer_key'),
      ),
      darajaConsumerSecret: sealSecret(
        keys,
        opened.consumerSecret,
        contextOf(row.landlordId, 'consumer_secret'),
      ),
      darajaPasskey: sealSecret(keys, opened.passkey, contextOf(row.landlordId, 'passkey')),
    },
  });
  return count === 1;
}
