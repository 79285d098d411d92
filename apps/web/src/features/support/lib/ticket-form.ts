// The ticket form's values and their checks (spec §5): problem title, description and type are
// mandatory ('This field is mandatory'); the installation and the photos are optional. The same
// contract schema checks them here and on the server.
import { type CreateTicketBody, createTicketBodySchema, MANDATORY } from '@portal/contract/support';
import { z } from 'zod/mini';

export interface InstallationChoice {
  /** The installation's index in the list (spec §3: id is the index). */
  value: number;
  label: string;
  orderId: number | null;
  offerId: number | null;
}

export interface TicketFormValues {
  problemTitle: string;
  problem: string;
  /** '' until a type is chosen. */
  typeId: string;
  /** '' for none. */
  installation: string;
}

export type TicketField = 'problemTitle' | 'problem' | 'typeId';
export type TicketFormProblem = { kind: 'mandatory' } | { kind: 'tooLong'; max: number };

/** The body of POST issues/create, or the first problem of each field. */
export function ticketBody(
  values: TicketFormValues,
  installations: readonly InstallationChoice[],
):
  | { ok: true; body: CreateTicketBody }
  | { ok: false; problems: Partial<Record<TicketField, TicketFormProblem>> } {
  const chosen = installations.find((choice) => String(choice.value) === values.installation);
  const candidate = {
    problemTitle: values.problemTitle,
    problem: values.problem,
    typeId: values.typeId === '' ? undefined : Number(values.typeId),
    orderId: chosen?.orderId ?? null,
    offerId: chosen?.offerId ?? null,
  };
  const parsed = z.safeParse(createTicketBodySchema, candidate);
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: Partial<Record<TicketField, TicketFormProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== 'problemTitle' && field !== 'problem' && field !== 'typeId') continue;
    if (problems[field]) continue;
    problems[field] =
      issue.code === 'too_big' && typeof issue.maximum === 'number'
        ? { kind: 'tooLong', max: Number(issue.maximum) }
        : { kind: 'mandatory' };
  }
  return { ok: false, problems };
}

export { MANDATORY };
