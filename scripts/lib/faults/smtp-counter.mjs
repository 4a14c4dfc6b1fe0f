// A loopback SMTP server for the fault test that counts what arrives by Message-ID: the outbox
// gives each row a Message-ID of its own (`<outbox-<id>.<created ms>@…>`, ADR 034), so a row that
// reached the mailbox twice is seen, with the id of the row it came from.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../run.mjs';

// smtp-server is a dependency of e2e (the journeys' mailbox), not of the root package.
const { SMTPServer } = createRequire(path.join(ROOT, 'e2e/package.json'))('smtp-server');

/**
 * @returns {Promise<{ url: string, deliveries: Map<string, number>, unnamed: () => number,
 *   close: () => Promise<void> }>} deliveries: Message-ID -> times received.
 */
export async function startSmtpCounter() {
  const deliveries = new Map();
  let unnamed = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const head =
          Buffer.concat(chunks)
            .toString('utf8')
            .split(/\r?\n\r?\n/)[0] ?? '';
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1];
        if (id) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
        else unnamed += 1;
        callback();
      });
    },
  });
  // A sender killed mid-conversation resets the connection: expected here, not an error.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    deliveries,
    unnamed: () => unnamed,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The outbox row id a Message-ID names (`<outbox-12.1732…@host>` -> 12), or null. */
export function outboxIdOf(messageId) {
  const match = /^<outbox-(\d+)\.\d+@/.exec(messageId);
  return match ? Number(match[1]) : null;
}
