/**
 * The image loader's warnings, word for word from SPEC.md §5 and §8, through the site's
 * message table so a site may reword them. Pure: which warnings apply is decided here,
 * reporting them is the caller's business.
 */
import { message } from '@sqs/runtime/contracts/messages';
import { isValidSource, parseFitAlignment, parseMode } from './image-sizing';

/** SPEC.md §5: the image has no usable source. */
export const INVALID_SOURCE_TEXT = 'Invalid or missing image source.';
/** SPEC.md §5: a fit image without an alignment is centred. */
export const MISSING_FIT_ALIGNMENT_TEXT = 'Missing alignment for "content-fit" image.';
/** SPEC.md §8 (console level): the block holds no `<img>`. */
export const NO_IMAGE_TEXT = 'No image';
/** SPEC.md §5 allows only fit, fill, none or null; the wording is ours. */
export const INVALID_MODE_TEXT = 'Invalid image mode "{mode}"; using none.';

export type ImageWarning =
  | { code: 'invalid-source' }
  | { code: 'missing-fit-alignment' }
  | { code: 'no-image' }
  | { code: 'invalid-mode'; mode: string };

export function imageWarningText(warning: ImageWarning): string {
  switch (warning.code) {
    case 'invalid-source':
      return message('image.invalidSource', INVALID_SOURCE_TEXT);
    case 'missing-fit-alignment':
      return message('image.missingFitAlignment', MISSING_FIT_ALIGNMENT_TEXT);
    case 'no-image':
      return message('image.noImage', NO_IMAGE_TEXT);
    case 'invalid-mode':
      return message('image.invalidMode', INVALID_MODE_TEXT, { mode: warning.mode });
  }
}

/** The warnings an image's settings deserve, in a stable order. */
export function imageWarnings(input: { source: string | null | undefined; mode: string | null | undefined; fitAlignment: string | null | undefined }): ImageWarning[] {
  const warnings: ImageWarning[] = [];
  if (!isValidSource(input.source)) warnings.push({ code: 'invalid-source' });
  const mode = parseMode(input.mode);
  if (mode === null) warnings.push({ code: 'invalid-mode', mode: String(input.mode) });
  if (mode === 'fit' && parseFitAlignment(input.fitAlignment) === null) warnings.push({ code: 'missing-fit-alignment' });
  return warnings;
}
