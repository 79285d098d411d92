// The state a payment stage is shown with. The server says notInvoiced for a stage without
// invoices; for a stage the order has already gone past (an order without prepayment is in its
// final-invoice stage) "not yet due" would be wrong, so such a stage is shown as skipped.
import type { PaymentStage } from '@portal/contract/orders';

export type ShownStageState = PaymentStage['state'] | 'skipped';

export function shownStageStates(stages: readonly PaymentStage[]): ShownStageState[] {
  const currentIndex = stages.findIndex((stage) => stage.current);
  return stages.map((stage, index) =>
    stage.state === 'notInvoiced' && index < currentIndex ? 'skipped' : stage.state,
  );
}
