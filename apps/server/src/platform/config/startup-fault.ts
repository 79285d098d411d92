// What the server prints when it cannot start: one line that names the problem (a setting, the
// database file, the database server, a migration), never a stack trace. server.ts exits 1
// after it. An operator reading a crash-looping container's log should not need the source.
import { ConfigurationError } from './config.ts';

interface CodedError {
  code?: unknown;
  message: string;
  cause?: unknown;
}

const RESTORE = 'Restore it from a backup, or move it away to start with an empty database.';
const PERMIT = 'Let the user the server runs as read and write the file and its folder.';

const SQLITE_FILE_PROBLEMS: Record<string, [problem: string, remedy: string]> = {
  SQLITE_NOTADB: ['is not a SQLite database (damaged, or another kind of file)', RESTORE],
  SQLITE_CORRUPT: ['is damaged (SQLite reports corruption)', RESTORE],
  SQLITE_CANTOPEN: ['cannot be opened (missing folder or no permission)', PERMIT],
  SQLITE_READONLY: ['is read-only for this process', PERMIT],
  SQLITE_PERM: ['may not be read by this process', PERMIT],
  SQLITE_IOERR: ['cannot be read (input/output error)', RESTORE],
};

const NETWORK_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'refused the connection',
  ENOTFOUND: 'has a host name that does not resolve',
  ETIMEDOUT: 'did not answer in time',
  EHOSTUNREACH: 'is unreachable',
};

/** One line naming why the server cannot start. `where` names the database (file or URL). */
export function startupFault(error: unknown, where: { database: string }): string {
  if (error instanceof ConfigurationError) return error.message;
  const coded = codedErrorIn(error);
  const code = typeof coded?.code === 'string' ? coded.code : '';
  const sqlite = Object.entries(SQLITE_FILE_PROBLEMS).find(([prefix]) => code.startsWith(prefix));
  if (sqlite) {
    const [problem, remedy] = sqlite[1];
    return `Cannot start: the database file ${where.database} ${problem} (${code}). ${remedy}`;
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return `Cannot start: no permission to use ${where.database} or its folder (${code}).`;
  }
  const network = NETWORK_PROBLEMS[code];
  if (network)
    return `Cannot start: the database server at ${where.database} ${network} (${code}).`;
  if (code === 'EADDRINUSE') return `Cannot start: the port is already in use (${code}).`;
  if (code === '3D000') return `Cannot start: the database in ${where.database} does not exist.`;
  if (code === '28P01' || code === '28000') {
    return `Cannot start: the database server refused the credentials in ${where.database}.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const cause = coded && coded !== error ? `: ${coded.message}` : '';
  return `Cannot start: ${message}${cause}`.replace(/\s*\n\s*/g, ' ');
}

/** The first error in the cause chain that carries a code (driver errors do). */
function codedErrorIn(error: unknown): CodedError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const candidate = current as CodedError;
    if (typeof candidate.code === 'string') return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** A database location fit for a log line: a URL without its password. */
export function redactedDatabase(location: string): string {
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return location;
  }
}
