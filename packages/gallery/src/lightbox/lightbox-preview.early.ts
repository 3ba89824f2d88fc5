/**
 * The lightbox preview's script (lightbox-preview.ts): a build entry of its own that nothing
 * imports, dist/chunks/lightbox-preview-<hash>.js, which a page's server writes as
 * `<script type="module" async>` (manifest.json `early`); it starts the moment it arrives.
 */
import { startLightboxPreview } from './lightbox-preview';

startLightboxPreview(document);
