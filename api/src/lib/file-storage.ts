import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are made by the server (`newKey`), never from user input, so an object store
 * (S3 and the like) can replace the local disk by implementing the same four methods.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing nothing: a key is written once. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file as a stream with its size, or undefined when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file (when the database is reset and no row refers to them any more). */
  clear(): Promise<void>;
}

/** Keys are lower-case path segments of letters, digits, '-' and '_' separated by '/'. */
const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_-]+){0,7}$/;

/** A fresh key under a prefix such as `documents/12` (organization 12's documents). */
export function newStorageKey(prefix: string): string {
  const key = `${prefix}/${randomUUID()}`;
  assertKey(key);
  return key;
}

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * Files on the local disk under `<dataDir>/files`. Writes go to a temporary file first and are renamed into place,
 * so a reader never sees half a file.
 */
export function createLocalFileStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string) => {
    assertKey(key);
    const path = resolve(root, ...key.split('/'));
    // The pattern already forbids '..' and absolute keys; this is the second lock on the door.
    if (!path.startsWith(root + sep)) throw new Error('storage key escapes the storage root');
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = join(dirname(path), `.${randomUUID()}.part`);
      try {
        await writeFile(temp, data, { flag: 'wx', mode: 0o600 });
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return undefined;
        return { stream: createReadStream(path), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async clear() {
      await rm(root, { recursive: true, force: true });
    },
  };
}
