// The numeric id in a path, within PostgreSQL's integer range, so an absurd id is a 400 before it
// reaches a query, not a database error or a scan.
import { z } from 'zod/mini';

export const MAX_RECORD_ID = 2_147_483_647;

export const recordId = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_RECORD_ID));
