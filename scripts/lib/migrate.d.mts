// Types for migrate.mjs (plain JS so it runs from node before anything is built).
export declare const DEFAULT_MIGRATIONS_DIR: string;

export declare class MigrationError extends Error {
  constructor(message: string);
}

export type MigrationFile = {
  name: string;
  sql: string;
  checksum: string;
};

export type MigrateOptions = {
  /** Postgres schema to migrate into; created if missing, search_path set to it. */
  schema?: string;
  log?: (message: string) => void;
  /** Defaults to prisma/migrations. */
  migrationsDir?: string;
};

export type MigrateResult = {
  applied: string[];
  alreadyApplied: string[];
};

export declare function checksum(bytes: Uint8Array | string): string;
export declare function quoteIdent(name: string): string;
export declare function readMigrations(migrationsDir?: string): Promise<MigrationFile[]>;
export declare function migrate(
  databaseUrl: string,
  options?: MigrateOptions,
): Promise<MigrateResult>;
