import type { Me, UserType } from '@pango/shared';
import { USER_TYPES } from '@pango/shared';

// The spec's "Locally stored" session (seed 000 section 3). localStorage keeps a session across
// reloads and tabs; every read goes through here so the keys live in one place.
export const SESSION_KEYS = {
  access: 'pango.accessToken',
  refresh: 'pango.refreshToken',
  userType: 'pango.userType',
  user: 'pango.user',
} as const;

/** What the device keeps of an account's data (ADR 043): removed with the session. */
export const DEVICE_CACHE_KEYS = { tenantDashboard: 'pango.tenantDashboard' } as const;

export type StoredSession = {
  access: string | null;
  refresh: string | null;
  userType: UserType | null;
  user: Me | null;
};

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode on some phones)
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the session then lasts only for this page.
  }
}

function parseUserType(raw: string | null): UserType | null {
  return USER_TYPES.find((type) => type === raw) ?? null;
}

function parseUser(raw: string | null): Me | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Me) : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object while nothing changed: cache on the raw strings.
let cachedRaw: string | null = null;
let cached: StoredSession = { access: null, refresh: null, userType: null, user: null };

export function getSession(): StoredSession {
  const [access = null, refresh = null, userType = null, user = null] =
    Object.values(SESSION_KEYS).map(read);
  const raw = [access, refresh, userType, user].join('\u0000');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = { access, refresh, userType: parseUserType(userType), user: parseUser(user) };
  }
  return cached;
}

export function hasStoredTokens(): boolean {
  const { access, refresh } = getSession();
  return Boolean(access || refresh);
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export type SessionUpdate = {
  access?: string;
  refresh?: string;
  userType?: UserType;
  user?: Me;
};

export function saveSession(update: SessionUpdate): void {
  if (update.access !== undefined) write(SESSION_KEYS.access, update.access);
  if (update.refresh !== undefined) write(SESSION_KEYS.refresh, update.refresh);
  if (update.userType !== undefined) write(SESSION_KEYS.userType, update.userType);
  if (update.user !== undefined) write(SESSION_KEYS.user, JSON.stringify(update.user));
  notify();
}

export function clearSession(): void {
  [...Object.values(SESSION_KEYS), ...Object.values(DEVICE_CACHE_KEYS)].forEach((key) =>
    write(key, null),
  );
  notify();
}

/** Subscribe to session changes in this tab and in other tabs (the storage event). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
