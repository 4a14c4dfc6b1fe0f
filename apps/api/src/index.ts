import cluster from 'node:cluster';
import { runPrimary } from './api-cluster.js';
import { loadEnvOrExit } from './config/env.js';
import { createLogger } from './lib/logger.js';

// The API process: config -> listen -> graceful shutdown (api-server.ts). With WEB_CONCURRENCY
// above 1 (one per core in production) this first process is the cluster primary and each worker
// it forks serves (ADR 046). The server is imported only where it runs: the build splits it into
// its own chunk, so the primary never loads Express, Prisma or the modules.
const env = loadEnvOrExit();
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
  runPrimary(env.WEB_CONCURRENCY, createLogger(env.LOG_LEVEL));
} else {
  const { serve } = await import('./api-server.js');
  serve(env);
}
