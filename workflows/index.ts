/** Every workflow the worker registers. Workflow code only: deterministic, no I/O. */
export { deliveryWorkflow } from './delivery';
export type { DeliveryWorkflowInput, DeliveryWorkflowResult } from './delivery';
export { escalationWorkflow, cancelEscalationSignal } from './escalation';
export type { EscalationWorkflowInput, EscalationWorkflowResult } from './escalation';
