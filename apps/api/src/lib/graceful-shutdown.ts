import type { Server } from 'node:http';

/** Orchestrators send SIGKILL 10 s after SIGTERM (Docker, Kubernetes): finish before that. */
export const SHUTDOWN_GRACE_MS = 9_000;
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections, lets requests in flight finish, and answers true once every
 * connection is closed, or false when the grace period ran out and the rest were cut off.
 */
export function closeGracefully(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<boolean> {
  return new Promise((resolve) => {
    // A keep-alive connection idles between requests and would hold close() open until the
    // client drops it: close each one as soon as its request in flight is answered.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, graceMs);
    const finish = (finished: boolean) => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(finished);
    };
    server.close(() => finish(true));
    server.closeIdleConnections();
  });
}
