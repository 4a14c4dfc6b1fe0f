// `pnpm dev` for the API: the HTTP server and the worker, each reloaded on change by tsx watch.
// Both stop together (Ctrl+C, or one of them failing to start).
import { spawn } from 'node:child_process';

const children = ['src/index.ts', 'src/worker.ts'].map((entry) =>
  spawn('pnpm', ['exec', 'tsx', 'watch', '--clear-screen=false', entry], { stdio: 'inherit' }),
);
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
