// The Subresource Integrity hash of the built script tag file (dist/widget.js), for the versioned URL that the API
// serves for good (/widget/v/<version>/widget.js, cached as immutable):
//   node packages/chat-widget/scripts/sri.ts [server origin]   prints the script tag to paste
//   node packages/chat-widget/scripts/sri.ts --check           fails when docs/widget.md does not name this build's
//                                                              hash: a changed widget.js under the same version
//                                                              would break every pinned page, so bump the version
//                                                              (changeset) and update the docs with the new tag.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
const script = readFileSync(new URL('dist/widget.js', root));
const integrity = `sha384-${createHash('sha384').update(script).digest('base64')}`;
const tag = (origin: string) =>
  `<script async src="${origin}/widget/v/${version}/widget.js" integrity="${integrity}" crossorigin="anonymous"></script>`;

if (process.argv[2] === '--check') {
  const docs = readFileSync(new URL('../../docs/widget.md', root), 'utf8');
  const expected = tag('https://qafila.example');
  if (!docs.includes(expected)) {
    console.error(
      `docs/widget.md does not name the hash of this build of widget.js ${version}. If the widget changed, bump its version (a changeset) and put this tag in docs/widget.md "The snippet":\n${expected}`,
    );
    process.exit(1);
  }
  console.log(`docs/widget.md names widget.js ${version}: ${integrity}`);
} else {
  console.log(tag(process.argv[2] ?? 'https://qafila.example'));
}
