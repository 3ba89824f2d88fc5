import { defineMobileBar } from './mobile-bar';
import type { SqsMobileBar } from './mobile-bar.element';

defineMobileBar();

declare global {
  interface HTMLElementTagNameMap {
    'sqs-mobile-bar': SqsMobileBar;
  }
}
