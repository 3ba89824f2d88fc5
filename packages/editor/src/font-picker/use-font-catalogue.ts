/**
 * The font picker's catalogue (GET `fontsUrl`, with `?kit=` the page's Typekit kit), loaded when
 * the picker renders and again on Try again. SPEC.md §8: 'Unable to load fonts' when it fails and
 * 'Requested font no longer in Typekit' for each font the page asks its kit for in vain, both
 * reported to the error service (runtime `report`).
 */
import { useEffect, useRef, useState } from 'react';
import { pageOf } from '@sqs/runtime/page/page';
import { report } from '@sqs/runtime/report';
import { readCatalogue, type Catalogue } from './font-catalogue';
import { missingTypekitFonts, NO_LONGER_IN_TYPEKIT, UNABLE_TO_LOAD_FONTS } from './font-picker.logic';

export const SOURCE = 'sqs-font-picker';

export type CatalogueLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; catalogue: Catalogue; missingKitFonts: string[] };

export function useFontCatalogue(host: HTMLElement, fontsUrl: string, kitId: string, requestedKitFonts: ReadonlyArray<{ id: string }>): CatalogueLoad & { retry(): void } {
  const [load, setLoad] = useState<CatalogueLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A new list of fonts asked of the kit is checked again (its ids are the dependency, not the array).
  const requested = useRef(requestedKitFonts);
  requested.current = requestedKitFonts;
  const requestedIds = requestedKitFonts.map((font) => font.id).join(',');

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void pageOf(host.ownerDocument)
      .api.get(fontsUrl, { query: { kit: kitId || undefined }, timeoutMs: 10_000 })
      .then((result) => {
        if (!live) return;
        const catalogue = result.ok ? readCatalogue(result.data) : null;
        if (!catalogue) {
          report({ source: SOURCE, message: UNABLE_TO_LOAD_FONTS, error: result.ok ? 'not a font catalogue' : result.message, element: host });
          return setLoad({ status: 'failed' });
        }
        const missingKitFonts = missingTypekitFonts(requested.current, catalogue.kit);
        for (const fontId of missingKitFonts) report({ source: SOURCE, message: NO_LONGER_IN_TYPEKIT, error: fontId, element: host });
        setLoad({ status: 'ready', catalogue, missingKitFonts });
      });
    return () => {
      live = false;
    };
  }, [host, fontsUrl, kitId, attempt, requestedIds]);

  return { ...load, retry: () => setAttempt((n) => n + 1) };
}
