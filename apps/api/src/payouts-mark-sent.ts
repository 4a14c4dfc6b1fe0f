import { loadEnvOrExit } from './config/env.js';
import { runMarkSentCommand } from './modules/payments/payouts/mark-sent-command.js';
import { createProcessDeps } from './process-deps.js';

// The operator's command (scripts/payouts-mark-sent.mjs runs it on the right database):
//   node dist/payouts-mark-sent.js --landlord 12 --month 2026-11 --reference QK7H2XYZ
const deps = createProcessDeps(loadEnvOrExit());
try {
  const { code, output } = await runMarkSentCommand(deps, process.argv.slice(2));
  (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
  process.exitCode = code;
} catch (err) {
  deps.logger.error({ err }, 'payouts:mark-sent failed');
  process.exitCode = 1;
} finally {
  await deps.db.$disconnect();
}
