/**
 * The gallery's own visible texts. SPEC.md gives none for its controls, so these are
 * ours, routed through the message table (ids `gallery.*`) so a site can translate them.
 */
import { message } from '@sqs/runtime/contracts/messages';

const TEXTS = {
  'gallery.label': 'Gallery',
  'gallery.slide': '{n} of {count}',
  'gallery.open': 'Open image {n} of {count}',
  'gallery.previous': 'Previous slide',
  'gallery.next': 'Next slide',
  'gallery.pause': 'Pause slideshow',
  'gallery.play': 'Play slideshow',
  'gallery.thumbnails': 'Choose a slide',
  'gallery.show': 'Show slide {n} of {count}',
} as const;

export const galleryText = (id: keyof typeof TEXTS, args?: Record<string, unknown>): string => message(id, TEXTS[id], args);
