import { loadEnvOrExit } from './config/env.js';
import { createApp } from './app.js';
import { startInProcessReconciler } from './modules/payments/reconcile.service.js';
import { createProcessDeps } from './process-deps.js';

// The API process: config -> listen -> graceful shutdown.
function main(): void {
  const env = loadEnvOrExit();
  const deps = createProcessDeps(env);
  const { db, logger } = deps;
  const app = createApp(deps);
  // With the sandbox provider (no credentials, e.g. `pnpm start`) no worker may be running:
  // reconcile sandbox payments here too. A no-op when every payment kind uses a real provider.
  const stopReconciler = startInProcessReconciler(deps);
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT }, `Pango API listening on http://${env.HOST}:${env.PORT}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    stopReconciler();
    server.close(async () => {
      await db.$disconnect();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main();
