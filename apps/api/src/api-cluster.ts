import cluster, { type Worker } from 'node:cluster';
import { SHUTDOWN_GRACE_MS } from './lib/graceful-shutdown.js';
import type { Logger } from './lib/logger.js';

// One API process per core (issue 26 item 6, ADR 046): this primary forks WEB_CONCURRENCY workers
// that each run the whole API (index.ts) and share its port (the primary accepts connections and
// hands them out in turn). It serves nothing itself: it restarts a worker that dies, later each
// time one dies young so a crash loop does not spin, and passes SIGTERM on for the workers'
// graceful shutdown. The job worker (worker.ts) is another process, with its leader lock.

/** A worker that dies sooner than this after its start counts towards the backoff. */
const YOUNG_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** Restart at once after a death; 1, 2, 4 … 30 s while the worker keeps dying young. */
export function restartDelayMs(youngDeaths: number): number {
  return youngDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (youngDeaths - 1));
}

type Slot = { youngDeaths: number; startedAt: number; timer?: NodeJS.Timeout };

export function runPrimary(workers: number, logger: Logger): void {
  const slots: Slot[] = Array.from({ length: workers }, () => ({ youngDeaths: 0, startedAt: 0 }));
  const slotOf = new Map<Worker, Slot>();
  let stopping = false;
  let allClean = true;

  const fork = (slot: Slot) => {
    slot.timer = undefined;
    slot.startedAt = Date.now();
    slotOf.set(cluster.fork(), slot);
  };
  const alive = () => Object.keys(cluster.workers ?? {}).length;

  cluster.on('online', (worker) =>
    logger.info({ worker: worker.process.pid }, 'API worker online'),
  );
  cluster.on('exit', (worker, code, signal) => {
    const slot = slotOf.get(worker);
    slotOf.delete(worker);
    if (stopping) {
      allClean &&= code === 0;
      if (alive() === 0) process.exit(allClean ? 0 : 1);
      return;
    }
    if (!slot) return;
    slot.youngDeaths = Date.now() - slot.startedAt < YOUNG_DEATH_MS ? slot.youngDeaths + 1 : 0;
    const delay = restartDelayMs(slot.youngDeaths);
    logger.error(
      { worker: worker.process.pid, code, signal, restartInMs: delay },
      'API worker died: starting another',
    );
    slot.timer = setTimeout(() => fork(slot), delay);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: alive() }, 'API primary: stopping the workers');
    for (const slot of slots) clearTimeout(slot.timer);
    if (alive() === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // Each worker gives its requests SHUTDOWN_GRACE_MS; one still there after that is stuck.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 1_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  logger.info({ workers }, `Pango API primary: starting ${workers} workers`);
  for (const slot of slots) fork(slot);
}
