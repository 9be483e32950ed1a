import yauzl from 'yauzl';

export interface UnzippedEntry {
  data: Buffer;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
}

/** Every entry of a ZIP archive by name, read with yauzl (CRC-32 and sizes checked as an unzip tool does). */
export async function unzipEntries(zip: Buffer): Promise<Map<string, UnzippedEntry>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true }, (err, z) =>
      err ? reject(err) : resolve(z),
    ),
  );
  const out = new Map<string, UnzippedEntry>();
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', () => resolve());
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', reject);
        stream.on('end', () => {
          out.set(entry.fileName, { data: Buffer.concat(chunks), compressionMethod: entry.compressionMethod });
          file.readEntry();
        });
      });
    });
    file.readEntry();
  });
  return out;
}

/** The entries' contents by name. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Map([...(await unzipEntries(zip))].map(([name, e]) => [name, e.data]));
}
