// A zip archive in memory (PKWARE APPNOTE 6.3): each file deflated, names in UTF-8 (flag bit 11),
// no zip64, so at most 65,535 files and 4 GiB, far more than one customer's data. Written here
// rather than taken from a package: the format needed is a local header per file, a central
// directory and its end record, some 80 lines; every archiver reads it.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  path: string;
  bytes: Uint8Array;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20;
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const MAX_ENTRIES = 0xffff;
const MAX_BYTES = 0xffffffff;

/** MS-DOS time and date of the moment (local fields, read as the archive's wall clock: UTC). */
function dosTimeAndDate(at: Date): { time: number; date: number } {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1);
  const year = Math.max(at.getUTCFullYear() - 1980, 0);
  const date = (year << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return { time, date };
}

/** The fields the local header and the central directory share, from "version needed" on. */
function writeEntryFields(
  buffer: Buffer,
  at: number,
  fields: {
    time: number;
    date: number;
    checksum: number;
    compressed: number;
    size: number;
    name: Buffer;
  },
): void {
  buffer.writeUInt16LE(VERSION, at);
  buffer.writeUInt16LE(UTF8_NAMES, at + 2);
  buffer.writeUInt16LE(DEFLATE, at + 4);
  buffer.writeUInt16LE(fields.time, at + 6);
  buffer.writeUInt16LE(fields.date, at + 8);
  buffer.writeUInt32LE(fields.checksum, at + 10);
  buffer.writeUInt32LE(fields.compressed, at + 14);
  buffer.writeUInt32LE(fields.size, at + 18);
  buffer.writeUInt16LE(fields.name.length, at + 22);
}

/** The archive's bytes; `at` dates every file. */
export function zipArchive(entries: readonly ZipEntry[], at: Date): Buffer {
  if (entries.length > MAX_ENTRIES) throw new Error('too many files for a zip without zip64');
  const { time, date } = dosTimeAndDate(at);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.path, 'utf8');
    const data = deflateRawSync(entry.bytes);
    if (offset + data.length > MAX_BYTES || entry.bytes.length > MAX_BYTES) {
      throw new Error('the archive outgrows a zip without zip64');
    }
    const checksum = crc32(entry.bytes);
    const fields = {
      time,
      date,
      checksum,
      compressed: data.length,
      size: entry.bytes.length,
      name,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    writeEntryFields(local, 4, fields);
    // Extra field length: zero.
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    writeEntryFields(header, 6, fields);
    // Extra field, comment, disk number, internal and external attributes: all zero.
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
