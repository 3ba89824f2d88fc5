import { defineAnnouncementBar } from './announcement-bar';
import type { SqsAnnouncementBar } from './announcement-bar.element';

defineAnnouncementBar();

declare global {
  interface HTMLElementTagNameMap {
    'sqs-announcement-bar': SqsAnnouncementBar;
  }
}
