// The zip writer: every file comes back as it went in (names in UTF-8, bytes deflated), the
// central directory counts them, and an empty archive is the end record alone.
import { describe, expect, it } from 'vitest';
import { zipEntries } from '../../../test/zip-entries.ts';
import { zipArchive } from './zip-archive.ts';

describe('zip archive', () => {
  const at = new Date('2026-11-21T09:30:12Z');

  it('writes files that read back byte for byte, with UTF-8 names', () => {
    const files = [
      { path: 'LEESMIJ.txt', bytes: Buffer.from('Uw gegevens\n') },
      { path: 'documents/foto’s.json', bytes: Buffer.from('{"é":1}') },
      { path: 'monitoring/energy.csv', bytes: Buffer.alloc(100_000, 'a') },
      { path: 'empty.json', bytes: Buffer.alloc(0) },
    ];
    const zip = zipArchive(files, at);
    const read = zipEntries(zip);
    expect([...read.keys()]).toEqual(files.map((file) => file.path));
    for (const file of files) expect(read.get(file.path)).toEqual(Buffer.from(file.bytes));
    // Deflated: the repeated bytes take far less room than they would stored.
    expect(zip.length).toBeLessThan(5_000);
  });

  it('writes an empty archive as its end record alone', () => {
    const zip = zipArchive([], at);
    expect(zip.length).toBe(22);
    expect(zip.readUInt32LE(0)).toBe(0x06054b50);
  });
});
