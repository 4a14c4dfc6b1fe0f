export function startEmbeddedPostgres(options?: {
  dataDir?: string;
  port?: number;
}): Promise<{ url: string; stop: () => Promise<void> }>;
export function embeddedUrl(port: number): string;
