// A small CSV reader (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF line
// ends), enough for a back office's exports. The first line names the columns.

export type CsvRow = Readonly<Record<string, string>>;

export function parseCsv(text: string): CsvRow[] {
  const records = splitRecords(text.replace(/^\uFEFF/, ''));
  const [header, ...rows] = records;
  if (!header) return [];
  return rows
    .filter((row) => row.some((cell) => cell !== ''))
    .map((row, index) => {
      if (row.length !== header.length) {
        throw new Error(`line ${index + 2}: ${row.length} fields, the header has ${header.length}`);
      }
      return Object.fromEntries(header.map((name, column) => [name, row[column] ?? '']));
    });
}

function splitRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}
