// The numeric id in a path, within PostgreSQL's integer range, so an absurd id is a 400, not a
// database error.
import { z } from 'zod';

export const recordId = z.coerce.number().int().positive().max(2_147_483_647);

export const idParams = z.strictObject({ id: recordId });
