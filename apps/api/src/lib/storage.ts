import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files (tenants' ID documents) live. Keys are relative, slash-separated paths such
 * as "id-documents/<uuid>.pdf"; the database stores the key, never a URL. The local store below is
 * one implementation: an S3-compatible bucket can implement the same three calls (put = PutObject,
 * get = GetObject answering null on NoSuchKey, remove = DeleteObject) without callers changing.
 */
export type FileStorage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
};

const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A key must stay inside the root: no "..", no absolute path, no backslash, no empty segment. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const isSafe =
    key.length > 0 &&
    key.length <= 255 &&
    !path.isAbsolute(key) &&
    segments.every((s) => s !== '..' && s !== '.' && KEY_SEGMENT.test(s));
  if (!isSafe) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

function isMissing(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'ENOENT';
}

/**
 * Files on the local disk under `rootDir`, which must not be a folder any web server serves (the
 * default is <repo>/.data/uploads). Writes go to a temporary file renamed into place, so a reader
 * never sees half a file and a crash mid-write leaves no truncated document under the real key.
 */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, data) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, data, { mode: 0o600 });
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
