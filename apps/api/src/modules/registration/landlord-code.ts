import { randomInt } from 'node:crypto';
import type { DbTx } from '../../lib/db.js';

// The "landlord ID" tenants type at signup (e.g. "PNG-7K3Q9"). The alphabet leaves out 0/O and
// 1/I so the code survives being read aloud or copied from a phone screen.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 5;
const MAX_ATTEMPTS = 10;

export function randomLandlordCode(): string {
  let code = 'PNG-';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * A code no landlord has yet. Checked before the insert because a failed insert would abort the
 * surrounding transaction; the rare race between two signups drawing the same free code is
 * covered by the caller retrying the whole transaction on a landlord_code unique violation.
 */
export async function freeLandlordCode(tx: DbTx): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const code = randomLandlordCode();
    const taken = await tx.landlordProfile.findUnique({
      where: { landlordCode: code },
      select: { id: true },
    });
    if (!taken) return code;
  }
  throw new Error('no free landlord code after repeated attempts');
}
