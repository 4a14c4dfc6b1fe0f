import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequest } from './request-context.js';

export type { Logger };

/**
 * JSON lines (pino). Every line written while a request is handled carries its request id, the
 * one echoed as X-Request-Id, so a user's report of an error leads to its log lines. Secrets and
 * credentials are censored wherever they appear in a logged object.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'new_password',
        'old_password',
        'refresh',
        'access',
        'token',
        '*.password',
        '*.token',
      ],
      mixin: () => {
        const requestId = currentRequest()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}
