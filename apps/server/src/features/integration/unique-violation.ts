// Two calls that create the same record at once (a back office retrying a PUT before the first
// answered) race on the unique (tenant_id, external_id) index: the loser's insert fails. Running
// the loser again finds the winner's row and answers as an update, so neither caller sees a 5xx.
// A record that breaks a unique rule of its own (a number another record holds) fails again and
// is answered as a conflict of its field (unique-rules.ts).
import { uniqueViolationOf } from '../../platform/db/unique-violation.ts';
import { uniqueConflict } from './unique-rules.ts';

/** Runs the write; once more when it lost a race on a unique index; a 409 when that fails too. */
export async function onceMoreOnRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === undefined) throw error;
  }
  try {
    return await write();
  } catch (error) {
    const violation = uniqueViolationOf(error);
    throw violation === undefined ? error : uniqueConflict(violation, error);
  }
}
