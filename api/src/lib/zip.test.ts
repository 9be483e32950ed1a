import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createZip } from './zip.ts';

/** Reads entries back through the central directory, as an unzip tool does. */
function readZip(zip: Buffer): Record<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const out: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const size = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26);
    out[name] = inflateRawSync(zip.subarray(dataStart, dataStart + size)).toString('utf8');
    p += 46 + nameLength;
  }
  return out;
}

describe('createZip', () => {
  it('round-trips UTF-8 names and contents', () => {
    const zip = createZip([
      { name: 'README.txt', data: 'hello' },
      { name: 'مستندات.csv', data: 'الاسم,الحالة\nفاتورة,معتمد' },
    ]);
    expect(readZip(zip)).toEqual({ 'README.txt': 'hello', 'مستندات.csv': 'الاسم,الحالة\nفاتورة,معتمد' });
  });

  it("is accepted by a real unzip implementation (Python's zipfile, on every machine of this project)", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'zip-')), 'a.zip');
    writeFileSync(file, createZip([{ name: 'a/b.json', data: '{"x":1}' }]));
    const check = spawnSync(
      'python3',
      [
        '-c',
        `import zipfile,sys; z=zipfile.ZipFile('${file}'); assert z.testzip() is None; print(z.read('a/b.json').decode())`,
      ],
      { encoding: 'utf8' },
    );
    expect(check.stdout.trim()).toBe('{"x":1}');
  });
});
