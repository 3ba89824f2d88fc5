// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fallbackReason, parseBlockData, readSettingsTable } from '@sqs/runtime/contracts/block-data';
import { readImage as readImageOrFallback, type ImageContent } from './image.read';
import { imageSettings } from './image.settings';

function host(html: string, attributes = ''): HTMLElement {
  const doc = new DOMParser().parseFromString(`<sqs-image ${attributes}>${html}</sqs-image>`, 'text/html');
  return doc.querySelector('sqs-image') as HTMLElement;
}

/** The content read, for markup that has an <img>. */
const readImage = (el: HTMLElement) => readImageOrFallback(el) as ImageContent;

function settings(el: HTMLElement) {
  const result = readSettingsTable(imageSettings, parseBlockData(el.getAttribute('data-block-json')), (name) => el.getAttribute(name));
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('sqs-image server HTML', () => {
  it('reads the slide attributes of SPEC.md §3 from the <img>', () => {
    const el = host('<img data-src="/s/cat.jpg" data-image-dimensions="1500x1000" data-image-focal-point="0.2,0.8" alt="A cat">');
    expect(settings(el).value).toMatchObject({ mode: 'fill', load: 'viewport' });
    expect(readImage(el)).toMatchObject({
      image: { src: '/s/cat.jpg', alt: 'A cat', dimensions: { width: 1500, height: 1000 }, focalPoint: { x: 0.2, y: 0.8 } },
    });
  });

  it('falls back to src, width and height, the centre, and an empty alt', () => {
    const el = host('<a href="/x"><img src="/s/dog.png" width="400" height="300"></a>');
    expect(readImage(el).image).toEqual({
      src: '/s/dog.png',
      alt: '',
      dimensions: { width: 400, height: 300 },
      focalPoint: { x: 0.5, y: 0.5 },
      alignment: '',
      // Not loaded in a parsed document: no width known, so it is shown but not trusted as big enough.
      serverImage: { url: expect.stringMatching(/\/s\/dog\.png$/), width: null, complete: false },
    });
  });

  it("keeps the server HTML with SPEC.md §8's 'No image', not an exception, when there is no <img> (issue 20)", () => {
    expect(fallbackReason(readImageOrFallback(host('<p>nothing</p>')))).toBe('No image');
  });

  it('reads settings from attributes and JSON; wrong values fall back with a warning', () => {
    const el = host('<img data-src="/a.jpg">', `mode="fit" fit-alignment="top left" data-block-json='{"sizeAdjustment":-2,"dprMax":3,"allowSaveData":false}'`);
    const result = settings(el);
    expect(result.value).toMatchObject({ mode: 'fit', fitAlignment: 'top left', sizeAdjustment: 0, dprMax: 3, allowSaveData: false });
    const bad = host('<img data-src="/a.jpg">', `mode="stretch" data-block-json='{"sizeAdjustment":"lots"}'`);
    const badResult = settings(bad);
    expect(badResult.value.mode).toBe('fill');
    expect(badResult.value.sizeAdjustment).toBe(1); // SPEC.md §5: invalid becomes 1
    expect(badResult.warnings).toHaveLength(2);
  });

  it('reads the alignment the image carries (the block setting wins in the view)', () => {
    const el = host('<img data-src="/a.jpg" data-alignment="bottom">', 'mode="fit"');
    expect(readImage(el).image?.alignment).toBe('bottom');
  });
});
