/**
 * Every warning and error text of SPEC.md §5 "Gallery" (and the two `[Tween]` texts of §8
 * "Console-level" the stacked design's tween can raise), through the site's message table
 * (`message(id, fallback, args)` in @sqs/runtime/contracts/messages) so a site can translate
 * them like any other string.
 *
 * Patterns use the table's syntax: a literal apostrophe right before `{` would quote the
 * placeholder, so the SPEC's `'{selector}'` is written `''{selector}''` (`''` is one apostrophe).
 *
 * Where SPEC.md names a rule but gives no sentence (the already-bound warning, the design-option
 * checks, the unknown transition), the sentence is ours; each says which rule it enforces.
 */
import { message } from '@sqs/runtime/contracts/messages';

/** The fallback patterns, by message id. Exported so tests and stories show the exact texts. */
export const GALLERY_MESSAGES = {
  /** SPEC.md §5, verbatim. */
  'gallery.noContainer': "No gallery ''{selector}'' container found.",
  /** SPEC.md §5, verbatim; `{designs}` is the comma-separated list of design names. */
  'gallery.designNotFound': "Design ''{name}'' not found. Currently loaded designs: [{designs}]",
  /** SPEC.md §5 says the node "warns and stops" but gives no text: ours. */
  'gallery.alreadyBound': "Gallery already bound to ''{selector}''; not binding it again.",
  /** SPEC.md §5: the slideshow widget's error "starting" with this sentence; the rest is ours. */
  'gallery.slideshowDesignNotFound': "These are not the gallery designs you are looking for. Unknown design: ''{name}''.",
  /** SPEC.md §5, verbatim: `data-block-json` is not valid JSON. */
  'gallery.blockDataDecode': 'Error decoding gallery block data.',
  /** SPEC.md §5, verbatim: the block data is missing (or not an object). */
  'gallery.blockDataMissing': 'Error evaluating gallery block data.',
  /** SPEC.md §5 "Autocolumns columnWidth number above 0": sentence ours. */
  'gallery.columnWidth': 'Autocolumns columnWidth must be a number above 0.',
  /** SPEC.md §5 "Strip alignment start, middle, end": sentence ours. */
  'gallery.stripAlignment': "Strip alignment must be start, middle or end, not ''{value}''.",
  /** SPEC.md §5 "New-swipe boundaries none, hard or inertial": sentence ours. */
  'gallery.newSwipeBoundaries': "New swipe boundaries must be none, hard or inertial, not ''{value}''.",
  /** SPEC.md §5 "snapPoints end in % or none": sentence ours. */
  'gallery.newSwipeSnapPoints': "New swipe snapPoints must each end in % or be none, not ''{value}''.",
  /** SPEC.md §8, verbatim ("Tween duration finite number", §5). */
  'gallery.tweenDuration': '[Tween] Duration is not a finite number.',
  /** SPEC.md §8, verbatim. */
  'gallery.tweenFunction': '[Tween] First parameter needs to be a function.',
  /** SPEC.md §8 console-level, verbatim: a gallery with no slide keeps its server HTML. */
  'gallery.noImages': 'No images',
  /** SPEC.md §5 "Unknown stacked transition throws naming it": sentence ours. */
  'gallery.unknownTransition': "Unknown stacked transition ''{name}''.",
} as const;

export type GalleryMessageId = keyof typeof GALLERY_MESSAGES;

/** The start of the slideshow widget's unknown-design error (SPEC.md §5), for matching. */
export const SLIDESHOW_DESIGN_ERROR_PREFIX = 'These are not the gallery designs you are looking for.';

const text = (id: GalleryMessageId, args?: Readonly<Record<string, unknown>>): string =>
  message(id, GALLERY_MESSAGES[id], args);

/** Names come from untrusted block data: show strings as written, anything else as JSON. */
function quoted(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export const noContainerText = (selector: string): string => text('gallery.noContainer', { selector });

export const designNotFoundText = (name: unknown, loadedDesigns: readonly string[]): string =>
  text('gallery.designNotFound', { name: quoted(name), designs: loadedDesigns.join(', ') });

export const alreadyBoundText = (selector: string): string => text('gallery.alreadyBound', { selector });

export const slideshowDesignNotFoundText = (name: unknown): string =>
  text('gallery.slideshowDesignNotFound', { name: quoted(name) });

export const blockDataDecodeText = (): string => text('gallery.blockDataDecode');

export const blockDataMissingText = (): string => text('gallery.blockDataMissing');

export const columnWidthText = (): string => text('gallery.columnWidth');

export const stripAlignmentText = (value: unknown): string => text('gallery.stripAlignment', { value: quoted(value) });

export const newSwipeBoundariesText = (value: unknown): string =>
  text('gallery.newSwipeBoundaries', { value: quoted(value) });

export const newSwipeSnapPointsText = (value: unknown): string =>
  text('gallery.newSwipeSnapPoints', { value: quoted(value) });

export const tweenDurationText = (): string => text('gallery.tweenDuration');

export const tweenFunctionText = (): string => text('gallery.tweenFunction');

export const unknownTransitionText = (name: unknown): string => text('gallery.unknownTransition', { name: quoted(name) });

export const noImagesText = (): string => text('gallery.noImages');
