import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** The SQLite files beside the database: write-ahead log, shared memory, rollback journal. */
const SIDECARS = ['-wal', '-shm', '-journal'];

/** Removes group and other permissions from a file, never adding any (an owner-only file stays as it is). */
function ownerOnly(path: string) {
  const mode = statSync(path).mode & 0o777;
  if (mode & 0o077) chmodSync(path, mode & 0o700);
}

/**
 * Before the database is opened: its folder is created 0700 and the file 0600 (an empty file is a valid SQLite
 * database), so that the data is never readable by other users, not even for the moment between creation and a
 * chmod. SQLite gives its -wal and -shm files the database file's permissions. An existing file loses group and
 * other permissions. `:memory:` has no file.
 */
export function prepareSqliteFile(path: string) {
  if (path === ':memory:') return;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  ownerOnly(path);
}

/** After the database is opened: the -wal, -shm and -journal files that exist are owner-only too. */
export function restrictSqliteSidecars(path: string) {
  if (path === ':memory:') return;
  for (const suffix of SIDECARS) if (existsSync(path + suffix)) ownerOnly(path + suffix);
}
