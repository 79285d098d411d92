// Path ids (the shared rule is in the contract: within PostgreSQL's integer range).
import { recordId } from '@portal/contract/record-id';
import { z } from 'zod/mini';

export { recordId };

export const idParams = z.strictObject({ id: recordId });
