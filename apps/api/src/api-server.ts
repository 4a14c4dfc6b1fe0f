import type { Env } from './config/env.js';
import { createApp } from './app.js';
import { closeGracefully } from './lib/graceful-shutdown.js';
import { startInProcessReconciler } from './modules/payments/reconcile.service.js';
import { warnIfSandboxPayments } from './modules/payments/sandbox/sandbox-warning.js';
import { createProcessDeps } from './process-deps.js';

/** One API process: listen, then on SIGTERM or SIGINT finish the requests in flight and exit. */
export function serve(env: Env): void {
  const deps = createProcessDeps(env);
  const { db, logger } = deps;
  warnIfSandboxPayments(deps);
  const app = createApp(deps);
  // With the sandbox provider (no credentials, e.g. `pnpm start`) no worker may be running:
  // reconcile sandbox payments here too. A no-op when every payment kind uses a real provider.
  const stopReconciler = startInProcessReconciler(deps);
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT }, `Pango API listening on http://${env.HOST}:${env.PORT}`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    stopReconciler();
    const finished = await closeGracefully(server);
    await db.$disconnect().catch(() => {});
    await deps.copyOut.end().catch(() => {});
    logger.info({ finished }, finished ? 'stopped' : 'stopped with requests cut off');
    process.exit(finished ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
