import { ERROR_CODES, TENANCY_RECORD_MESSAGES } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Actor } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { fileSlug } from '../../lib/csv-export.js';
import { AppError } from '../../lib/errors.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';
import { renderPdf } from '../../lib/pdf.js';
import { depositsHeld } from './deposit-held.service.js';
import { drawFinalStatement, type StatementLedgerRow } from './final-statement.pdf.js';
import {
  findOwnTenancy,
  isoDay,
  tenancyRecordSelect,
  toTenancyRecord,
} from './tenancy-read.service.js';

// GET /api/accounts/tenancies/{id}/final-statement/ (issue 18 item 4): the PDF a tenant keeps after
// moving out and their landlord prints, in the tenant's message language (ADR 045). A tenancy still running has no final statement: 409, so
// the screen can say why instead of pretending the tenancy does not exist.

const statementSelect = {
  ...tenancyRecordSelect,
  // The tenant's message language too: the statement is theirs, whoever downloads it (ADR 045).
  tenant: {
    select: {
      ...tenancyRecordSelect.tenant.select,
      tenantProfile: {
        select: {
          ...tenancyRecordSelect.tenant.select.tenantProfile.select,
          ...messageLanguageSelect,
        },
      },
    },
  },
  // Every entry: one tenancy's ledger is a few rows a month, and a statement leaves none out.
  ledgerEntries: {
    select: { id: true, type: true, amount: true, description: true, createdAt: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  },
} as const satisfies Prisma.TenancySelect;

export async function renderFinalStatement(
  deps: Deps,
  actor: Actor,
  id: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const tenancy = await findOwnTenancy(deps.db, actor, id, statementSelect);
  if (tenancy.status !== 'ended' || !tenancy.endDate)
    throw new AppError(409, ERROR_CODES.conflict, TENANCY_RECORD_MESSAGES.notEnded);
  const held = await depositsHeld(deps.db, [tenancy.id]);
  const record = toTenancyRecord(tenancy, held.get(tenancy.id) ?? 0);

  let running = 0;
  const ledger: StatementLedgerRow[] = tenancy.ledgerEntries.map((entry) => {
    running += entry.amount;
    return {
      date: entry.createdAt,
      description: entry.description,
      charge: entry.amount > 0 ? entry.amount : null,
      payment: entry.amount < 0 ? -entry.amount : null,
      balance: running,
    };
  });

  const pdf = await renderPdf(
    { title: `Final statement: ${record.tenant.full_name}`, author: record.landlord.full_name },
    (doc) =>
      drawFinalStatement(doc, record, ledger, languageOfProfile(tenancy.tenant.tenantProfile)),
  );
  const unit = fileSlug(record.unit.unit_number, 'unit').replaceAll('_', '-');
  return { filename: `final-statement-${unit}-${isoDay(tenancy.endDate)}.pdf`, pdf };
}
