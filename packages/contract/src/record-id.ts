// The numeric id in a path, within PostgreSQL's integer range, so an absurd id is a 400 before it
// reaches a query, not a database error or a scan.
import { z } from 'zod';

export const MAX_RECORD_ID = 2_147_483_647;

export const recordId = z.coerce.number().int().positive().max(MAX_RECORD_ID);
