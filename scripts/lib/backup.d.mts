// Types for backup.mjs (plain JS so the scripts run from node before anything is built).
export type BackupManifest = {
  format: 'pango-backup';
  version: number;
  created_at: string;
  database: {
    method: 'copy' | 'pg_dump';
    server_major: number;
    migrations: string[];
    tables: Record<string, number>;
    sequences: { name: string; last_value: string | null }[];
  };
  files: { path: string; size: number; sha256: string }[];
};

export declare class BackupError extends Error {}

export declare function backup(options: {
  databaseUrl: string;
  schema?: string;
  uploadsDir?: string;
  out: string;
  method?: 'auto' | 'copy' | 'pg_dump';
  log?: (message: string) => void;
}): Promise<BackupManifest>;

export declare function restore(options: {
  databaseUrl: string;
  schema?: string;
  uploadsDir?: string;
  file: string;
  log?: (message: string) => void;
}): Promise<BackupManifest>;
