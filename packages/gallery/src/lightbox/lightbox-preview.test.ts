// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { designOf } from '../core/design-table';
import { BLOCK_DESIGN_NAMES } from '../core/designs';
import { readGallerySettings } from '../core/gallery-settings';
import { previewsOnTap } from './lightbox-preview';

/** A gallery host with these attributes (`data-block-json` among them). */
function gallery(attributes: Record<string, string>): Element {
  const host = document.createElement('sqs-gallery');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  return host;
}

/** What the gallery itself does with a tap on a photo once ready: its lightbox opens (settings on, a design that stands still). */
function galleryOpensLightbox(host: Element): boolean {
  const { settings } = readGallerySettings(host.getAttribute('data-block-json'), { getAttribute: (name) => host.getAttribute(name) });
  return settings.lightbox && !designOf(settings.design).moving;
}

describe('previewsOnTap: the early chunk reads the block as the gallery does', () => {
  const lightboxSpellings: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ['"lightbox": true', { lightbox: true }, {}],
    ['"lightbox": "true"', { lightbox: 'true' }, {}],
    ['"lightbox": false', { lightbox: false }, {}],
    ['"lightbox": "false"', { lightbox: 'false' }, {}],
    ['the lightbox attribute', {}, { lightbox: '' }],
    ['the lightbox attribute over "lightbox": false', { lightbox: false }, { lightbox: '' }],
  ];
  for (const design of [...BLOCK_DESIGN_NAMES, ' Grid ', undefined]) {
    for (const [how, data, attributes] of lightboxSpellings) {
      it(`design ${JSON.stringify(design)}, ${how}: as the gallery`, () => {
        const host = gallery({ ...attributes, 'data-block-json': JSON.stringify({ ...data, design }) });
        expect(previewsOnTap(host)).toBe(galleryOpensLightbox(host));
      });
    }
  }

  it('a design named by its attribute wins over the data, as in the gallery', () => {
    const host = gallery({ design: 'carousel', 'data-block-json': '{"design": "grid", "lightbox": true}' });
    expect(galleryOpensLightbox(host)).toBe(false);
    expect(previewsOnTap(host)).toBe(false);
  });

  it('previews in the common case (a grid with its lightbox on)', () => {
    expect(previewsOnTap(gallery({ 'data-block-json': '{"design": "grid", "lightbox": true}' }))).toBe(true);
  });

  it('no preview where the gallery decides by a default or cannot read its data: the tap is held and replayed instead', () => {
    // autorows has its lightbox on by default: the gallery opens it, the preview leaves it to the replay.
    const autorows = gallery({ 'data-block-json': '{"design": "autorows"}' });
    expect(galleryOpensLightbox(autorows)).toBe(true);
    expect(previewsOnTap(autorows)).toBe(false);
    expect(previewsOnTap(gallery({ 'data-block-json': '{"design": "grid", "lightbox": tru' }))).toBe(false);
    expect(previewsOnTap(gallery({ 'data-block-json': 'null' }))).toBe(false);
    expect(previewsOnTap(gallery({}))).toBe(false);
  });
});
