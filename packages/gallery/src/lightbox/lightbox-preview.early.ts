/**
 * The lightbox preview's chunk (lightbox-preview.ts): it starts when it arrives, before the
 * gallery's code, because runtime.js imports each file of the gallery's closure on its own
 * (loader/preload.ts). The gallery's element imports it too, so it is in that closure, and a page
 * that embeds the element alone gets it as well.
 */
import { startLightboxPreview } from './lightbox-preview';

startLightboxPreview(document);
