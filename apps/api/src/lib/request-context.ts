import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

// Who is on the other end of the current request, for the audit log and the logs, without passing
// it through every service call: AsyncLocalStorage follows the request's async work. Outside a
// request (the worker) there is none, and the fields stay null.

export type RequestContext = {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
  /**
   * The team member signed in (issue 23), set by lib/session-guard.ts: lib/audit.ts attributes the
   * request's entries to them rather than to the owner they act for.
   */
  member?: { id: number; userId: number; landlordId: number };
};

const storage = new AsyncLocalStorage<RequestContext>();

export const currentRequest = (): RequestContext | undefined => storage.getStore();

/** A client's request id is kept when it looks like one (a proxy's), else a new one is made. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestContext(): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-request-id');
    const context: RequestContext = {
      requestId: given && REQUEST_ID.test(given) ? given : randomUUID(),
      ip: req.ip ?? null,
      userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
    };
    res.setHeader('X-Request-Id', context.requestId);
    storage.run(context, () => next());
  };
}
