// Small process helpers shared by the start, dev and test commands.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Polls a URL until it answers 200 or the deadline passes. */
export async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** Builds the API bundle and the web app (turbo skips what has not changed). */
export function buildApp(options) {
  return run(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@pango/api',
      '--filter=@pango/web',
      '--output-logs=errors-only',
    ],
    options,
  );
}
