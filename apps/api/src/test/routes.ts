import type { Express } from 'express';

// Every route the API registers, read from Express's own router (router@2 `listRoutes`), so a
// test keyed on this list fails when someone adds a route without deciding who may call it.

export type RegisteredRoute = { method: string; path: string };

type ListedRoute = {
  path: string | RegExp;
  methods: string[] | undefined;
  router: Listable | undefined;
};
type Listable = { listRoutes: () => ListedRoute[] };

function isListable(value: unknown): value is Listable {
  // A router is a function (the request handler) carrying Router.prototype.
  return (
    (typeof value === 'function' || typeof value === 'object') &&
    value !== null &&
    typeof (value as { listRoutes?: unknown }).listRoutes === 'function'
  );
}

function join(prefix: string, path: string): string {
  if (path === '/') return prefix || '/';
  return `${prefix.replace(/\/$/, '')}${path}`;
}

function walk(router: Listable, prefix: string, into: RegisteredRoute[]): void {
  for (const listed of router.listRoutes()) {
    if (typeof listed.path !== 'string')
      throw new Error(`A regular-expression route cannot be listed: ${String(listed.path)}`);
    const path = join(prefix, listed.path);
    if (listed.router) {
      walk(listed.router, path, into);
      continue;
    }
    // HEAD is added by Express for every GET; it needs no entry of its own.
    for (const method of listed.methods ?? []) {
      if (method !== 'HEAD') into.push({ method, path });
    }
  }
}

/** `METHOD /full/path/:param/` for every route, in registration order, without duplicates. */
export function listApiRoutes(app: Express): RegisteredRoute[] {
  const router: unknown = (app as unknown as { router?: unknown }).router;
  if (!isListable(router)) throw new Error('Express no longer exposes app.router.listRoutes()');
  const routes: RegisteredRoute[] = [];
  walk(router, '', routes);
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = routeKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.path}`;
