import bcrypt from 'bcrypt';

export function hashPassword(plain: string, cost: number): Promise<string> {
  return bcrypt.hash(plain, cost);
}
export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

/** True when `hash` was made at another cost than the configured one (upgraded at sign-in). */
export function needsRehash(hash: string, cost: number): boolean {
  try {
    return bcrypt.getRounds(hash) !== cost;
  } catch {
    return true;
  }
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * The hash an unknown email's password is checked against, so both paths cost one bcrypt check
 * at the same cost and response time does not reveal which emails have accounts. Made once per
 * cost, on first use (a fixed constant drifted from BCRYPT_COST: 69 ms against 254 ms).
 */
export function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hash(`unknown-account-${Math.random()}`, cost);
    dummyHashes.set(cost, hash);
    hash.catch(() => dummyHashes.delete(cost));
  }
  return hash;
}
