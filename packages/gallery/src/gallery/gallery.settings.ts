/**
 * sqs-gallery's settings reader for the block glue: the core reader (core/gallery-settings.ts),
 * which knows SPEC.md's key spellings, its defaults per design and its §5 texts ('Error decoding
 * gallery block data.', 'Error evaluating gallery block data.'), over the block data the glue
 * parsed once. Unreadable data keeps the server fallback with that text.
 */
import type { SettingsReader } from '@sqs/runtime/contracts/block-data';
import { GALLERY_ATTRIBUTES, readGallerySettingsFrom, type GallerySettings } from '../core/gallery-settings';

export const gallerySettingsReader: SettingsReader<{ settings: GallerySettings }> = {
  attributes: GALLERY_ATTRIBUTES,
  read(blockData, attribute) {
    const { settings, problems, blockDataError } = readGallerySettingsFrom(blockData, {
      getAttribute: attribute,
      search: globalThis.location?.search ?? '',
    });
    if (blockDataError) return { ok: false, error: blockDataError };
    return { ok: true, value: { settings }, warnings: problems };
  },
};
