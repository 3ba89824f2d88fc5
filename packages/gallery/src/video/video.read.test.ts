// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readVideo, slotVideo, videoRatio, videoTitle } from './video.read';

const defaults = { title: '', mode: 'fit', customThumbnail: false, vimeoBasic: false };

function host(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<sqs-video>${html}</sqs-video>`, 'text/html');
  return doc.querySelector('sqs-video') as HTMLElement;
}

describe('sqs-video server HTML (CONTRACT.md §4)', () => {
  it('reads the poster and keeps the template for play', () => {
    const el = host('<img src="/poster.jpg" alt="The harbour"><template><iframe src="/v" title="Harbour tour" width="16" height="9"></iframe></template>');
    const props = readVideo(el);
    expect(videoTitle({ ...defaults, ...props })).toBe('Harbour tour');
    expect(props.poster).toBe(true);
    expect(props.template?.localName).toBe('template');
    expect(videoRatio(el)).toBe('16 / 9');
  });

  it('shows a data-src poster as it is, and takes the ratio from its dimensions', () => {
    const el = host('<img data-src="/poster.jpg" data-image-dimensions="1200x800" alt="Poster"><template></template>');
    const props = readVideo(el);
    expect(videoTitle({ ...defaults, ...props, title: 'Given' })).toBe('Given');
    expect(props.poster).toBe(true);
    expect(videoRatio(el)).toBe('1200 / 800');
    slotVideo(el, props);
    expect(el.querySelector('img')!.getAttribute('src')).toBe('/poster.jpg');
  });

  it('falls back to the poster alt for the title and 56.3 % for the ratio', () => {
    const el = host('<img alt="Alt title">');
    const props = readVideo(el);
    expect(videoTitle({ ...defaults, ...props })).toBe('Alt title');
    expect(props.poster).toBe(false);
    expect(props.template).toBe(null);
    expect(videoRatio(el)).toBe('100 / 56.3');
  });

  it('slots the server poster and undoes it', () => {
    const el = host('<img src="/poster.jpg" alt=""><template></template>');
    const undo = slotVideo(el, readVideo(el));
    expect(el.querySelector('img')!.slot).toBe('poster');
    undo();
    expect(el.querySelector('img')!.hasAttribute('slot')).toBe(false);
  });
});
