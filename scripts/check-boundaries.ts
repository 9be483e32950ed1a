/**
 * `pnpm lint:boundaries` (after knip): the import rules knip does not know.
 *
 * - Nothing of `@qafila/ui` outside `src/screens` (components, layout primitives, patterns, actions, private modules,
 *   themes) imports a screen: screens are built from them, not the reverse, so a consumer of the primitives (the
 *   `@qafila/ui` entry) never pulls in a screen (those have their own entries, `@qafila/ui/screens/…`).
 * - `apps/web` never takes a type or schema from `@qafila/ui` that `@qafila/contracts` also exports: response
 *   types come from the endpoint registry's contracts, and a copy in the UI package drifts from the API.
 *
 * Exits 1 with one line per violation (file:line, the import, the rule).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const UI_SRC = join(root, 'packages/ui/src');
const NOT_SCREENS = ['components', 'layout', 'patterns', 'actions', 'private', 'direction', 'themes'].map((d) =>
  join(UI_SRC, d),
);
const SCREENS = join(root, 'packages/ui/src/screens');
const WEB = join(root, 'apps/web/src');
const CONTRACTS = join(root, 'packages/contracts/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}

interface ImportOf {
  specifier: string;
  names: string[];
  line: number;
}

/** Static imports and re-exports of a file, with the names they bring in. */
function importsOf(file: string): ImportOf[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: ImportOf[] = [];
  for (const node of source.statements) {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node))) continue;
    if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const names: string[] = [];
    const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
    if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
      for (const e of bindings.elements) names.push((e.propertyName ?? e.name).text);
    }
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    out.push({ specifier: node.moduleSpecifier.text, names, line });
  }
  return out;
}

/** Every name the contracts package exports from its sources. */
function contractNames(): Set<string> {
  const names = new Set<string>();
  const declaration = /^export\s+(?:declare\s+)?(?:const|let|type|interface|enum|function|class)\s+(\w+)/gm;
  for (const file of sourceFiles(CONTRACTS)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(declaration)) names.add(m[1]!);
  }
  return names;
}

const violations: string[] = [];
const where = (file: string, line: number) => `${relative(root, file)}:${line}`;

for (const file of [...NOT_SCREENS.flatMap(sourceFiles), join(UI_SRC, 'index.ts')]) {
  for (const i of importsOf(file)) {
    const target = i.specifier.startsWith('.') ? resolve(dirname(file), i.specifier) : undefined;
    if (target?.startsWith(`${SCREENS}/`) || i.specifier.startsWith('@qafila/ui/screens')) {
      violations.push(
        `${where(file, i.line)}: imports '${i.specifier}': only screens and the screen entries may import a screen`,
      );
    }
  }
}

const contracts = contractNames();
for (const file of sourceFiles(WEB)) {
  for (const i of importsOf(file)) {
    if (i.specifier !== '@qafila/ui' && !i.specifier.startsWith('@qafila/ui/')) continue;
    for (const name of i.names.filter((n) => contracts.has(n))) {
      violations.push(
        `${where(file, i.line)}: imports ${name} from '${i.specifier}': take API types from @qafila/contracts`,
      );
    }
  }
}

if (violations.length) {
  console.error(`Boundary violations (${violations.length}):\n${violations.join('\n')}`);
  process.exit(1);
}
console.log(
  'Boundaries: nothing outside the screens imports a screen; apps/web takes no contract type from @qafila/ui.',
);
