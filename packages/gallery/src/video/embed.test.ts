// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildEmbed, inspectEmbed } from './embed';

function template(html: string): HTMLTemplateElement {
  const doc = new DOMParser().parseFromString(`<template>${html}</template>`, 'text/html');
  return doc.querySelector('template') as HTMLTemplateElement;
}

describe('inspecting an embed without building it', () => {
  it('finds the first player, its provider and ratio', () => {
    expect(inspectEmbed(template('<div><iframe src="https://www.youtube.com/embed/x" width="640" height="360"></iframe></div>'))).toEqual({
      type: 'iframe',
      provider: 'youtube',
      ratio: '640 / 360',
      url: 'https://www.youtube.com/embed/x',
    });
    expect(inspectEmbed(template('<object data="https://media.example/clip.swf" width="4" height="3"></object>'))).toMatchObject({ type: 'object', ratio: '4 / 3' });
    expect(inspectEmbed(template('<video><source src="https://media.example/clip.mp4"></video>'))).toMatchObject({ type: 'object', provider: 'native' });
  });

  it('calls anything without a playable player invalid', () => {
    for (const markup of ['', '<p>hello</p>', '<script>1</script>', '<iframe srcdoc="<p>x</p>"></iframe>', '<iframe src="javascript:alert(1)"></iframe>']) {
      expect(inspectEmbed(template(markup)).type).toBe('invalid');
    }
    expect(inspectEmbed(null).type).toBe('invalid');
  });
});

describe('building the live player on play', () => {
  it('keeps players only, with their allowed attributes, and drops scripts and handlers', () => {
    const built = buildEmbed(
      template(`<div class="wrap" onclick="x()"><script>alert(1)</script>
        <iframe src="https://player.vimeo.com/video/1" width="640" height="360" onload="evil()" srcdoc="<b>x</b>" style="color:red"
          allow="encrypted-media; picture-in-picture"></iframe></div>`),
      document,
      { title: 'Harbour tour' },
    );
    expect(built).toHaveLength(1);
    const iframe = built[0]!;
    expect(iframe.localName).toBe('iframe');
    expect(iframe.getAttribute('src')).toBe('https://player.vimeo.com/video/1?autoplay=1');
    expect(iframe.getAttribute('allow')).toBe('encrypted-media; picture-in-picture; autoplay; fullscreen');
    expect(iframe.hasAttribute('allowfullscreen')).toBe(false); // `allow` says fullscreen; both make Chromium warn
    expect(iframe.getAttribute('title')).toBe('Harbour tour');
    for (const name of ['onload', 'srcdoc', 'style', 'onclick']) expect(iframe.hasAttribute(name)).toBe(false);
    expect(iframe.ownerDocument).toBe(document);
  });

  it('keeps the iframe’s own title and allow policy', () => {
    const [iframe] = buildEmbed(template('<iframe src="/assets/video-standin.html" title="Stand-in" allow="autoplay *; fullscreen"></iframe>'), document, { title: 'Other' });
    expect(iframe!.getAttribute('title')).toBe('Stand-in');
    expect(iframe!.getAttribute('allow')).toBe('autoplay *; fullscreen');
    expect(iframe!.getAttribute('src')).toMatch(/^http.*\/assets\/video-standin\.html$/);
  });

  it('keeps object params and video sources, and starts a native video', () => {
    const [object] = buildEmbed(template('<object data="https://m.example/a.swf" onerror="x()"><param name="movie" value="a"><script></script><embed src="https://m.example/a.swf"></object>'), document, { title: 'Clip' });
    expect(object!.outerHTML).toBe('<object data="https://m.example/a.swf" title="Clip"><param name="movie" value="a"><embed src="https://m.example/a.swf"></object>');
    const [video] = buildEmbed(template('<video poster="javascript:x"><source src="https://m.example/a.mp4" type="video/mp4"><track src="https://m.example/a.vtt" kind="captions"></video>'), document, { title: 'Clip' });
    expect(video!.hasAttribute('poster')).toBe(false);
    expect(video!.hasAttribute('autoplay')).toBe(true);
    expect(video!.hasAttribute('controls')).toBe(true);
    expect(video!.querySelectorAll('source, track')).toHaveLength(2);
  });

  it('builds nothing from markup without a playable player', () => {
    expect(buildEmbed(template('<iframe src="javascript:alert(1)"></iframe><img src=x onerror=alert(1)>'), document, { title: 'x' })).toEqual([]);
    expect(buildEmbed(template('<p>just text</p><script>alert(1)</script>'), document, { title: 'x' })).toEqual([]);
    expect(buildEmbed(null, document, { title: 'x' })).toEqual([]);
  });
});
