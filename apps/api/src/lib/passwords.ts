import bcrypt from 'bcrypt';

export function hashPassword(plain: string, cost: number): Promise<string> {
  return bcrypt.hash(plain, cost);
}
export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}
// Compared against when the email is unknown so both paths cost one bcrypt check: response time
// does not reveal which emails have accounts.
export const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.eH6h3ZrOZ8M7PZ3tx5WbFvFbZ1Km';
