/**
 * Splits a catalogue into the part public pages need and the part only the signed-in apps (/app, /admin) need, from
 * where each id is used: an id all of whose uses are in app-only source folders goes to `app`; every other id
 * (used by a public page, by a shared component, or nowhere found literally) goes to `public`, so a public page can
 * never miss a message. Derived from the code on every build: there is no list to keep.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export type CataloguePart = 'public' | 'app';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['public', 'app'];

/** Source folders (relative to the repository root) whose code runs only in the signed-in apps. */
export const APP_ONLY_DIRS = [
  'packages/ui/src/screens/admin',
  'packages/ui/src/screens/dashboard',
  'packages/ui/src/screens/support',
  'apps/web/src/admin',
  'apps/web/src/dashboard',
  'apps/web/src/support',
];
/** Source folders scanned for message ids (as i18n:extract does). */
export const SOURCE_DIRS = ['packages/ui/src', 'apps/web/src'];

// A quoted dotted id as it appears in a descriptor (`id: 'landing.hero.title'`) or a lookup.
const ID_LITERAL = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;
const SOURCE_FILE = /\.(ts|tsx)$/;
const IGNORED_FILE = /\.(test|stories)\.tsx?$|\.d\.ts$/;

/** Every source file under the folders, relative to `root` with `/` separators. */
export function sourceFiles(root: string, dirs: readonly string[] = SOURCE_DIRS): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules' && name !== 'test') walk(path);
      } else if (SOURCE_FILE.test(name) && !IGNORED_FILE.test(name)) {
        files.push(relative(root, path).split('\\').join('/'));
      }
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return files;
}

/** The part of each id, given the source text of each file (path relative to the repository root). */
export function partOfIds(
  ids: Iterable<string>,
  sources: Iterable<readonly [path: string, text: string]>,
  appOnlyDirs: readonly string[] = APP_ONLY_DIRS,
): Map<string, CataloguePart> {
  const known = new Set(ids);
  const publicUse = new Set<string>();
  const appUse = new Set<string>();
  for (const [path, text] of sources) {
    const app = appOnlyDirs.some((dir) => path.startsWith(`${dir}/`));
    for (const match of text.matchAll(ID_LITERAL)) {
      const id = match[2]!;
      if (known.has(id)) (app ? appUse : publicUse).add(id);
    }
  }
  const parts = new Map<string, CataloguePart>();
  for (const id of known) parts.set(id, appUse.has(id) && !publicUse.has(id) ? 'app' : 'public');
  return parts;
}

/** Splits a catalogue by the parts of its ids (keys keep their order). */
export function splitCatalogue(
  catalogue: Record<string, string>,
  parts: Map<string, CataloguePart>,
): Record<CataloguePart, Record<string, string>> {
  const result: Record<CataloguePart, Record<string, string>> = { public: {}, app: {} };
  for (const [id, text] of Object.entries(catalogue)) result[parts.get(id) ?? 'public'][id] = text;
  return result;
}

/** The parts of the ids of `catalogue`, from the code under `root`. */
export function cataloguePartsFromCode(root: string, catalogue: Record<string, string>): Map<string, CataloguePart> {
  const files = sourceFiles(root);
  return partOfIds(
    Object.keys(catalogue),
    files.map((path) => [path, readFileSync(join(root, path), 'utf8')] as const),
  );
}
