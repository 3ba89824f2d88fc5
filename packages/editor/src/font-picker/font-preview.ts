/**
 * Loads a font's preview file through the FontFace API (SPEC.md §2 font picker: previews load as
 * they scroll into view). Each file is loaded once per document, under a private family name
 * (`sqs-font-preview-<n>`), never under the family's own: a page that uses "Lato" keeps its own
 * Lato, and the catalogue's stand-in files (one file for many families) are fetched once.
 * No DOM besides the FontFaceSet it is given; no React.
 */

/** A file's preview: the private family to render with, or null when it could not be loaded. */
export type PreviewResult = string | null;

const loads = new WeakMap<FontFaceSet, Map<string, Promise<PreviewResult>>>();
let counter = 0;

/** A URL as CSS's `url("…")` takes it: quotes, backslashes and line breaks escaped. */
export const cssUrl = (url: string): string => `url("${url.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;

/**
 * The private family that shows `url` once its file has loaded, or null when it failed. Never
 * rejects. A failed file stays failed for the document (no retry loop on every scroll).
 */
export function loadPreview(url: string, fonts: FontFaceSet): Promise<PreviewResult> {
  let byUrl = loads.get(fonts);
  if (!byUrl) loads.set(fonts, (byUrl = new Map()));
  let load = byUrl.get(url);
  if (!load) {
    counter += 1;
    const family = `sqs-font-preview-${counter}`;
    load = (async () => {
      try {
        const face = new FontFace(family, cssUrl(url), { display: 'swap' });
        await face.load();
        fonts.add(face);
        return family;
      } catch {
        return null;
      }
    })();
    byUrl.set(url, load);
  }
  return load;
}
