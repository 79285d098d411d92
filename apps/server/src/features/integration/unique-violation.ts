// Two calls that create the same record at once (a back office retrying a PUT before the first
// answered) race on the unique (tenant_id, external_id) index: the loser's insert fails. Running
// the loser again finds the winner's row and answers as an update, so neither caller sees a 5xx.

/** SQLite's and PostgreSQL's unique-constraint violations. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const code = 'code' in current ? String(current.code) : '';
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    current = current.cause;
  }
  return false;
}

/** Runs the write; once more when it lost a race on a unique index. */
export async function onceMoreOnRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
}
