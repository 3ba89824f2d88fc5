import type { SqsCookieBanner } from './cookie-banner.element';
import { defineCookieBanner } from './consent-banner';

defineCookieBanner();

declare global {
  interface HTMLElementTagNameMap {
    'sqs-cookie-banner': SqsCookieBanner;
  }
}
