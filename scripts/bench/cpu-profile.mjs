// Turns a V8 .cpuprofile (node --cpu-prof) into "where the time goes": self time grouped by npm
// package, by the app's own functions and by Node internals, largest first.

/** @returns {{ name: string, share: string }[]} */
export function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const groups = new Map();
  for (const [id, time] of self) {
    const name = groupOf(byId.get(id).callFrame);
    groups.set(name, (groups.get(name) ?? 0) + time);
  }
  return [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([name, time]) => ({ name, share: `${((100 * time) / total).toFixed(1)} %` }));
}

function groupOf({ url, functionName }) {
  const pkg = /node_modules\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+)@/.exec(url);
  if (pkg) return `npm ${pkg[1].replace('+', '/')}`;
  if (url.includes('apps/api/dist/')) return `app ${functionName || '(anonymous)'}`;
  if (!url) return `(${functionName || 'native'})`;
  if (url.startsWith('node:')) return url;
  return url;
}
