import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStorage, type FileStorage } from './storage.js';

describe('createLocalFileStorage', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pango-storage-'));
    storage = createLocalFileStorage(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores bytes under a nested key, creating folders, and reads them back', async () => {
    const data = Buffer.from('%PDF-1.4 test');
    await storage.put('id-documents/abc.pdf', data, 'application/pdf');
    expect(await storage.get('id-documents/abc.pdf')).toEqual(data);
    // Only the final file remains: the temporary file was renamed into place.
    expect(await readdir(path.join(root, 'id-documents'))).toEqual(['abc.pdf']);
  });

  it('replaces an existing file whole', async () => {
    await storage.put('a.txt', Buffer.from('first version, longer'), 'text/plain');
    await storage.put('a.txt', Buffer.from('second'), 'text/plain');
    expect((await storage.get('a.txt'))?.toString()).toBe('second');
  });

  it('answers null for a missing key and removes idempotently', async () => {
    expect(await storage.get('id-documents/missing.pdf')).toBeNull();
    await storage.put('id-documents/x.png', Buffer.from([1, 2, 3]), 'image/png');
    await storage.remove('id-documents/x.png');
    await storage.remove('id-documents/x.png');
    expect(await storage.get('id-documents/x.png')).toBeNull();
  });

  it.each([
    '../escape.pdf',
    'id-documents/../../escape.pdf',
    '/etc/passwd',
    'id-documents//x.pdf',
    'id-documents\\x.pdf',
    './x.pdf',
    '',
  ])('refuses the unsafe key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /unsafe storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
    await expect(storage.remove(key)).rejects.toThrow(/unsafe storage key/);
  });
});
