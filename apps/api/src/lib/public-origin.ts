import type { Request } from 'express';
import type { Env } from '../config/env.js';

/**
 * The origin that links back to the web app (emailed reset links, payment return URLs) point at.
 * Production: APP_URL, which env validation requires. The Host header is the sender's to choose,
 * so a link built from it would carry a genuine reset token to a look-alike domain. Development
 * and tests: APP_URL when set, else the origin the request came to (`pnpm dev`, supertest).
 */
export function publicOrigin(env: Pick<Env, 'APP_URL' | 'NODE_ENV'>, req: Request): string {
  if (env.APP_URL) return new URL(env.APP_URL).origin;
  if (env.NODE_ENV === 'production') throw new Error('APP_URL is required in production');
  return new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}`).origin;
}
