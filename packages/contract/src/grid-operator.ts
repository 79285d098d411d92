// Grid-operator (net operator) registration of an installation (spec §2, §5, §9). Ours, the spec
// shows no call: GET installations/{installationIndex}/grid-operator and POST to the same path,
// where installationIndex is the installation's id in GET installations/ (its index).
import { GridOperatorRequestStatus } from '@portal/domain/status-ids';
import { z } from 'zod/mini';

export const gridOperatorMissingStepSchema = z.enum(['invoicePaid', 'deliveryDocumentsSigned']);
export type GridOperatorMissingStep = z.infer<typeof gridOperatorMissingStepSchema>;

export const gridOperatorDocumentSchema = z.object({
  /** declaration-RGIE, picturesReference, PVHelpByRegistration, inspectionCertificate, wiringDiagram. */
  document: z.string(),
  /** Download path under /api, when the document is served by files/sales/orders/... (spec §7). */
  path: z.nullable(z.string()),
  /** The certificate or diagram reference, for the inspection documents. */
  reference: z.nullable(z.string()),
});

export const gridOperatorRegistrationSchema = z.object({
  installationIndex: z.int(),
  /** Registration is possible only once the invoice is paid and delivery documents signed. */
  allowed: z.boolean(),
  missingSteps: z.array(gridOperatorMissingStepSchema),
  /** The grid operator of the installation's address, as the ERP names it. */
  operator: z.nullable(z.string()),
  /** Its canonical name when the portal has step-by-step instructions for it. */
  operatorWithInstructions: z.nullable(z.string()),
  /** The request's status; 'todo' while nothing was submitted. */
  requestStatus: z.enum(GridOperatorRequestStatus),
  requestedAt: z.nullable(z.string()),
  orderId: z.nullable(z.int()),
  /** Empty while not allowed. */
  documents: z.array(gridOperatorDocumentSchema),
  /** The form can be submitted now. */
  canSubmit: z.boolean(),
});
export type GridOperatorRegistration = z.infer<typeof gridOperatorRegistrationSchema>;

export const gridOperatorFormSchema = z.strictObject({
  nationalRegistrationNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  inspectionCertificateNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});
export type GridOperatorForm = z.input<typeof gridOperatorFormSchema>;
