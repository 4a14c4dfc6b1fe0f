import pg from 'pg';
import type { Logger } from './logger.js';

// Leader election for scheduled jobs (issue 10; docs/scaling.md): every worker process asks for one
// session-level Postgres advisory lock on a connection of its own; the one that holds it runs the
// schedule, the others only drain the outbox. If the leader dies its connection closes, Postgres
// releases the lock, and another worker takes it at its next tick. No in-memory flag decides
// anything that a second process could contradict; the jobs are idempotent besides.

/** Advisory-lock namespace of scheduled-job leadership (see properties/portfolio-lock.ts for 7001). */
export const LEADER_LOCK_NAMESPACE = 7_002;

export type LeaderLock = {
  /** True while this process holds the lock; takes it when free. Never throws. */
  acquire: () => Promise<boolean>;
  release: () => Promise<void>;
};

export function createLeaderLock(databaseUrl: string, key: number, logger: Logger): LeaderLock {
  let client: pg.Client | null = null;
  let held = false;

  const drop = async () => {
    const old = client;
    client = null;
    held = false;
    if (old) await old.end().catch(() => undefined);
  };

  return {
    async acquire() {
      try {
        if (!client) {
          const fresh = new pg.Client({ connectionString: databaseUrl });
          // A dropped connection means the lock is gone: forget it and ask again next tick.
          fresh.on('error', (err) => {
            logger.warn({ err }, 'leader lock connection lost');
            if (client === fresh) void drop();
          });
          await fresh.connect();
          client = fresh;
        }
        if (held) {
          await client.query('SELECT 1');
          return true;
        }
        const result = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1::int, $2::int) AS locked',
          [LEADER_LOCK_NAMESPACE, key],
        );
        held = result.rows[0]?.locked === true;
        if (held) logger.info('this worker now runs the scheduled jobs');
        return held;
      } catch (err) {
        logger.warn({ err }, 'leader lock unavailable');
        await drop();
        return false;
      }
    },
    release: drop,
  };
}
