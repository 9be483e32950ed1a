import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { unzipEntries } from '../../test/unzip.ts';
import { zipStream } from './zip.ts';

describe('zipStream', () => {
  it('round-trips UTF-8 names, deflated text and stored streams', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 7)]);
    const zip = await buffer(
      zipStream([
        { name: 'README.txt', data: 'hello' },
        { name: 'مستندات.csv', data: 'الاسم,الحالة\nفاتورة,معتمد' },
        { name: 'files/a.pdf', stream: Readable.from([pdf.subarray(0, 1000), pdf.subarray(1000)]), size: pdf.length },
      ]),
    );
    const entries = await unzipEntries(zip);
    expect([...entries.keys()]).toEqual(['README.txt', 'مستندات.csv', 'files/a.pdf']);
    expect(entries.get('README.txt')!.data.toString()).toBe('hello');
    expect(entries.get('مستندات.csv')!.data.toString()).toBe('الاسم,الحالة\nفاتورة,معتمد');
    expect(entries.get('files/a.pdf')!.data.equals(pdf)).toBe(true);
    expect(entries.get('files/a.pdf')!.compressionMethod).toBe(0); // stored
    expect(entries.get('README.txt')!.compressionMethod).toBe(8); // deflated
  });

  it('closes the source streams when the reader goes away', async () => {
    const source = new Readable({ read() {} }); // never ends
    const out = zipStream([{ name: 'big.pdf', stream: source, size: 10 }]);
    out.resume();
    out.destroy();
    await new Promise((r) => setTimeout(r, 10));
    expect(source.destroyed).toBe(true);
  });

  it("is accepted by a real unzip implementation (Python's zipfile, on every machine of this project)", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'zip-')), 'a.zip');
    writeFileSync(
      file,
      await buffer(
        zipStream([
          { name: 'a/b.json', data: '{"x":1}' },
          { name: 'c.bin', stream: Readable.from([Buffer.from('%PDF-')]), size: 5 },
        ]),
      ),
    );
    const check = spawnSync(
      'python3',
      [
        '-c',
        `import zipfile,sys; z=zipfile.ZipFile('${file}'); assert z.testzip() is None; print(z.read('a/b.json').decode(), z.read('c.bin').decode())`,
      ],
      { encoding: 'utf8' },
    );
    expect(check.stdout.trim()).toBe('{"x":1} %PDF-');
  });
});
