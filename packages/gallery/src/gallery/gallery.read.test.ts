// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fallbackReason } from '@sqs/runtime/contracts/block-data';
import { readGallery, readSlides } from './gallery.read';

function host(html: string): HTMLElement {
  const element = document.createElement('sqs-gallery');
  element.innerHTML = html;
  return element;
}

describe('what a video slide is', () => {
  it.each([
    ['an image figure', '<figure data-src="/a.png"><img src="/a.png" alt="A"></figure>', false],
    ['data-type video', '<figure data-type="video" data-src="/p.png"><img src="/p.png" alt=""></figure>', true],
    ['data-type written loosely', '<figure data-type=" Video "><img src="/p.png" alt=""></figure>', true],
    ['an embed template', '<figure><img src="/p.png" alt=""><template><iframe src="https://example.com"></iframe></template></figure>', true],
    ['a template deeper down is not the slide’s', '<figure><div><template><iframe></iframe></template></div></figure>', false],
    ['not a figure', '<div data-type="video"></div>', false],
  ])('%s', (_, html, video) => {
    const element = host(html);
    expect(readSlides(element).some((slide) => slide.type === 'video')).toBe(video);
  });
});

describe('a gallery with no figure', () => {
  it("keeps its server HTML with SPEC.md §8's 'No images'", () => {
    expect(fallbackReason(readGallery(host('<p>Photos soon</p><div><figure></figure></div>')))).toBe('No images');
    expect(fallbackReason(readGallery(host('<figure><img src="/a.png" alt=""></figure>')))).toBeNull();
  });
});
