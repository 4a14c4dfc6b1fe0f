// A signup in progress survives a reload (issue 5): the current step and what was typed, kept in
// sessionStorage (this tab only, gone when it closes). Passwords and files are never stored.
export type SignupKind = 'landlord' | 'tenant';

export type StoredSignup<Values> = {
  sessionId: string;
  step: number;
  values: Partial<Values>;
};

const keyOf = (kind: SignupKind) => `pango.signup.${kind}`;
const ACTIVE_KEY = 'pango.signup.active';
/** Field names never written to storage, at any depth. */
const SECRET_FIELDS = new Set(['password', 'confirm_password', 'id_document']);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the signup then lasts only for this page
  }
}

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELDS.has(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value instanceof Blob ? undefined : value;
}

/** The registration session id, generated once per signup (seed 000 section 4). */
export function newRegistrationSessionId(): string {
  return crypto.randomUUID();
}

export function readSignup<Values>(kind: SignupKind): StoredSignup<Values> | null {
  const raw = storage()?.getItem(keyOf(kind));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredSignup<Values>;
    return typeof parsed.sessionId === 'string' && typeof parsed.step === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSignup<Values>(kind: SignupKind, signup: StoredSignup<Values>): void {
  try {
    const safe = { ...signup, values: withoutSecrets(signup.values) };
    storage()?.setItem(keyOf(kind), JSON.stringify(safe));
    storage()?.setItem(ACTIVE_KEY, kind);
  } catch {
    // storage full: the signup still works, it just does not survive a reload
  }
}

export function clearSignup(kind: SignupKind): void {
  storage()?.removeItem(keyOf(kind));
  if (storage()?.getItem(ACTIVE_KEY) === kind) storage()?.removeItem(ACTIVE_KEY);
}

/** The signup a reload should reopen on the login screen, if any. */
export function activeSignup(): SignupKind | null {
  const kind = storage()?.getItem(ACTIVE_KEY);
  return kind === 'landlord' || kind === 'tenant' ? kind : null;
}
