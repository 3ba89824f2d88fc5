import type { SqsTooltip } from './tooltip.element';
import { defineTooltip } from './tooltips';

defineTooltip();

declare global {
  interface HTMLElementTagNameMap {
    'sqs-tooltip': SqsTooltip;
  }
}
