import { defineBadge } from './badge';
import type { SqsBadge } from './badge.element';

defineBadge();

declare global {
  interface HTMLElementTagNameMap {
    'sqs-badge': SqsBadge;
  }
}
