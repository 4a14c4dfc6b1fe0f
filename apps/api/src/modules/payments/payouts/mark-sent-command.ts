import { parseArgs } from 'node:util';
import { MarkPayoutSentSchema } from '@pango/shared';
import type { Deps } from '../../../lib/deps.js';
import { markPayoutSent, type MarkSentOutcome } from './payouts.service.js';

// `pnpm payouts:mark-sent --landlord <id> --month YYYY-MM --reference <ref>` (README, operators):
// the argument parsing and the answer, apart from the process so a test can run it.

export const MARK_SENT_USAGE =
  'Usage: pnpm payouts:mark-sent --landlord <id> --month YYYY-MM --reference <transfer reference>';

export type CommandResult = { code: number; output: string };

export async function runMarkSentCommand(deps: Deps, argv: string[]): Promise<CommandResult> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        landlord: { type: 'string' },
        month: { type: 'string' },
        reference: { type: 'string' },
      },
    }));
  } catch (err) {
    return { code: 2, output: `${(err as Error).message}\n${MARK_SENT_USAGE}` };
  }
  const parsed = MarkPayoutSentSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`);
    return { code: 2, output: [...problems, MARK_SENT_USAGE].join('\n') };
  }
  const landlord = await deps.db.user.findFirst({
    where: { id: parsed.data.landlord, role: 'landlord' },
    select: { id: true },
  });
  if (!landlord) return { code: 1, output: `No landlord with id ${parsed.data.landlord}.` };
  const outcome = await markPayoutSent(deps, parsed.data);
  return { code: 0, output: describe(outcome, parsed.data) };
}

function describe(outcome: MarkSentOutcome, input: { landlord: number; month: string }): string {
  const who = `landlord ${input.landlord}, ${input.month}`;
  if (outcome.outcome === 'sent')
    return `Payout ${outcome.payout_id} marked sent (${who}): KSh ${outcome.amount} for ${outcome.payments} payment(s).`;
  if (outcome.outcome === 'already_sent')
    return `Already recorded: payout ${outcome.payout_id} (KSh ${outcome.amount}) has this reference. Nothing changed.`;
  return `Nothing owed to ${who}: no pending payout. Nothing changed.`;
}
