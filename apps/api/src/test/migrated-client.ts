import { afterAll, beforeAll } from 'vitest';
import { createPrisma, type Db } from '../lib/db.js';
import { createTestSchema, type TestSchema } from './db-schema.js';

/**
 * Registers beforeAll/afterAll for a test file that needs a generated client on a freshly migrated
 * schema of its own; read `.db` inside tests (it is set once the hooks have run).
 */
export function useMigratedClient(label: string): { readonly db: Db; readonly testDb: TestSchema } {
  const state = {} as { db: Db; testDb: TestSchema };
  beforeAll(async () => {
    state.testDb = await createTestSchema(label);
    state.db = createPrisma(state.testDb.databaseUrl, state.testDb.schema);
  }, 60_000);
  afterAll(async () => {
    await state.db?.$disconnect();
    await state.testDb?.drop();
  }, 60_000);
  return state;
}
