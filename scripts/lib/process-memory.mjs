// Resident memory of a process and its descendants, from /proc (Linux): the API runs as a cluster
// primary and one worker per core (ADR 046), so its memory is the whole tree's.
import { readFileSync } from 'node:fs';

/** VmRSS of `pid` and every process below it, in MiB; 0 for a process already gone. */
export function rssTreeMiB(pid) {
  let kb = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop();
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${next}/status`, 'utf8'))?.[1] ?? 0);
      const children = readFileSync(`/proc/${next}/task/${next}/children`, 'utf8').trim();
      if (children) pending.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone between two reads
    }
  }
  return kb / 1024;
}
