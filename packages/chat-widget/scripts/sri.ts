// Prints the Subresource Integrity hash of the built script tag file (dist/widget.js) and the versioned URL to use
// it with (docs/widget.md "The snippet"): node packages/chat-widget/scripts/sri.ts [server origin]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
const script = readFileSync(new URL('dist/widget.js', root));
const integrity = `sha384-${createHash('sha384').update(script).digest('base64')}`;
const origin = process.argv[2] ?? 'https://qafila.example';
console.log(
  `<script async src="${origin}/widget/v/${version}/widget.js" integrity="${integrity}" crossorigin="anonymous"></script>`,
);
