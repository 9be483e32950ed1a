import { randomUUID } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
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
  /** Bytes of the files stored under a key prefix such as `documents/12` (0 when there are none). */
  bytesUnder(prefix: string): Promise<number>;
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
    async bytesUnder(prefix) {
      // The sizes of the files on the disk (what the organization really stores), not a figure kept in the database.
      const walk = async (dir: string): Promise<number> => {
        let entries: Dirent[];
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
          throw err;
        }
        let total = 0;
        for (const e of entries) {
          const path = join(dir, e.name);
          if (e.isDirectory()) total += await walk(path);
          else if (e.isFile() && !e.name.endsWith('.part')) total += (await stat(path)).size;
        }
        return total;
      };
      return walk(pathOf(prefix));
    },
  };
}
