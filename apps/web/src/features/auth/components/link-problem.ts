// What is wrong with a registration or reset link, from the API's answer.
import { ErrorCode } from '@portal/contract/error-code';
import { ApiRequestError } from '../../../lib/api-error';

export type LinkProblem = 'expired' | 'used' | 'invalid';

export function linkProblemOf(error: unknown): LinkProblem | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === ErrorCode.LinkExpired) return 'expired';
  if (error.code === ErrorCode.LinkUsed) return 'used';
  if (error.status === 404 || error.code === ErrorCode.NotFound) return 'invalid';
  return undefined;
}
