import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closeAddress,
  collectionBase,
  deepLinkIndex,
  isEditorPath,
  itemIdFromHash,
  openAddress,
  pathRemainder,
  requestedSlide,
  sameOriginAddress,
  trailingSegment,
  type AddressInput,
  type DeepLinkSlide,
} from './deep-link';

const slides: DeepLinkSlide[] = [
  { id: 'a1', url: 'first-photo', inLayoutArea: false },
  { id: 'b2', url: 'second-photo', inLayoutArea: false },
  { id: 'c3', url: 'albums/summer/beach', inLayoutArea: false },
  { id: 'd4', url: 'beach', inLayoutArea: false },
];

const link = (over: { hash?: string; pathname?: string; collectionFullUrl?: string | null; slides?: DeepLinkSlide[] } = {}) =>
  deepLinkIndex({ hash: '', pathname: '/gallery', collectionFullUrl: '/gallery', slides, ...over });

describe('reading a deep link (SPEC.md §2 "Gallery lightbox deep link")', () => {
  it('reads the itemId hash value', () => {
    expect(itemIdFromHash('#itemId=b2')).toBe('b2');
    expect(itemIdFromHash('itemId=b2&x=1')).toBe('b2');
    expect(itemIdFromHash('#itemId=a%20b')).toBe('a b');
    expect(itemIdFromHash('#section')).toBeNull();
    expect(itemIdFromHash('#itemId=')).toBeNull();
    expect(link({ hash: '#itemId=b2' })).toBe(1);
  });

  it('reads the path remainder after the collection full URL', () => {
    expect(pathRemainder('/gallery/second-photo', '/gallery')).toBe('second-photo');
    expect(pathRemainder('/gallery/second-photo/', '/gallery/')).toBe('second-photo');
    expect(pathRemainder('/gallery/caf%C3%A9', '/gallery')).toBe('café');
    expect(pathRemainder('/gallery', '/gallery')).toBeNull();
    expect(pathRemainder('/gallery/', '/gallery')).toBeNull();
    expect(pathRemainder('/gallery-two/x', '/gallery')).toBeNull();
    expect(pathRemainder('/other/x', '/gallery')).toBeNull();
    expect(pathRemainder('/x/y', null)).toBeNull();
    expect(pathRemainder('/gallery/x', 'https://site.example/gallery')).toBe('x');
    expect(link({ pathname: '/gallery/second-photo' })).toBe(1);
  });

  it('prefers the hash over the path', () => {
    expect(requestedSlide({ hash: '#itemId=a1', pathname: '/gallery/second-photo', collectionFullUrl: '/gallery' })).toBe('a1');
    expect(link({ hash: '#itemId=a1', pathname: '/gallery/second-photo' })).toBe(0);
  });

  it('matches an id or a url exactly', () => {
    expect(link({ hash: '#itemId=d4' })).toBe(3);
    expect(link({ pathname: '/gallery/albums/summer/beach' })).toBe(2);
  });

  it('prefers an exact match over an earlier trailing-segment match', () => {
    // 'beach' is the trailing segment of slide 2's url, but slide 3's url exactly.
    expect(link({ pathname: '/gallery/beach' })).toBe(3);
  });

  it('falls back to a trailing-segment match', () => {
    expect(link({ pathname: '/gallery/old/path/second-photo' })).toBe(1);
    expect(link({ hash: '#itemId=x/y/c3' })).toBe(2);
    const only = [{ id: 'z', url: '/gallery/albums/winter', inLayoutArea: false }];
    expect(link({ pathname: '/gallery/winter', slides: only })).toBe(0);
  });

  it('ignores slides inside a page layout area', () => {
    const mixed = [{ ...slides[1]!, inLayoutArea: true }, { id: 'q', url: 'second-photo', inLayoutArea: false }];
    expect(link({ pathname: '/gallery/second-photo', slides: mixed })).toBe(1);
    expect(link({ pathname: '/gallery/second-photo', slides: [{ ...slides[1]!, inLayoutArea: true }] })).toBeNull();
  });

  it('opens nothing when nothing is asked or nothing matches', () => {
    expect(link()).toBeNull();
    expect(link({ pathname: '/gallery/nope' })).toBeNull();
    expect(link({ hash: '#itemId=///' })).toBeNull();
    expect(link({ pathname: '/elsewhere/first-photo' })).toBeNull();
  });

  it('finds every slide by its id and by its url (property)', () => {
    const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.uniqueArray(slug, { minLength: 1, maxLength: 8 }), fc.nat(), (names, raw) => {
        const list = names.map((name) => ({ id: `id-${name}`, url: name, inLayoutArea: false }));
        const i = raw % list.length;
        expect(link({ slides: list, hash: `#itemId=${encodeURIComponent(list[i]!.id)}` })).toBe(i);
        expect(link({ slides: list, pathname: `/gallery/${list[i]!.url}` })).toBe(i);
      }),
    );
  });

  it('helpers', () => {
    expect(trailingSegment('/a/b/')).toBe('b');
    expect(trailingSegment('')).toBe('');
    expect(collectionBase('/gallery')).toBe('/gallery/');
    expect(collectionBase('gallery/')).toBe('/gallery/');
    expect(collectionBase('https://x.example/g?x=1')).toBe('/g/');
    expect(collectionBase('//x.example/g')).toBe('/g/');
    expect(collectionBase('/')).toBe('/');
  });
});

describe('writing the address (SPEC.md §2)', () => {
  const at = (over: Partial<AddressInput> = {}): AddressInput => ({
    pathname: '/gallery',
    search: '',
    hash: '',
    collectionFullUrl: '/gallery',
    historySupported: true,
    ...over,
  });

  it('while open: the collection full URL with a trailing slash plus the slide url, and the id in the hash', () => {
    expect(openAddress(at(), { id: 'b2', url: 'second-photo' })).toBe('/gallery/second-photo#itemId=b2');
    expect(openAddress(at({ pathname: '/gallery/first-photo', search: '?a=1' }), { id: 'b2', url: '/second-photo/' })).toBe(
      '/gallery/second-photo?a=1#itemId=b2',
    );
  });

  it('keeps the path and uses the hash alone without history support', () => {
    expect(openAddress(at({ historySupported: false }), { id: 'b2', url: 'second-photo' })).toBe('/gallery#itemId=b2');
  });

  it('never rewrites the path in the editor (under /config)', () => {
    expect(isEditorPath('/config')).toBe(true);
    expect(isEditorPath('/config/pages')).toBe(true);
    expect(isEditorPath('/configure')).toBe(false);
    expect(openAddress(at({ pathname: '/config/pages' }), { id: 'b2', url: 'second-photo' })).toBe('/config/pages#itemId=b2');
  });

  it('keeps the path for a slide without url, or a page without collection', () => {
    expect(openAddress(at(), { id: 'b2', url: null })).toBe('/gallery#itemId=b2');
    expect(openAddress(at({ collectionFullUrl: null }), { id: 'b2', url: 'x' })).toBe('/gallery#itemId=b2');
  });

  it('encodes the id in the hash, and reading it back gives the id (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (id) => {
        const url = openAddress(at(), { id, url: null });
        expect(itemIdFromHash(url.slice(url.indexOf('#')))).toBe(id);
      }),
    );
  });

  it('writes a lone surrogate in an id as U+FFFD instead of throwing', () => {
    expect(openAddress(at(), { id: '\uD800x', url: null })).toBe('/gallery#itemId=%EF%BF%BDx');
  });

  it('on close: clears the hash and goes back to the collection URL', () => {
    expect(closeAddress(at({ pathname: '/gallery/second-photo', hash: '#itemId=b2', search: '?a=1' }))).toBe('/gallery?a=1');
    expect(closeAddress(at({ hash: '#itemId=b2' }))).toBe('/gallery');
    expect(closeAddress(at({ hash: '#itemId=b2', historySupported: false, pathname: '/gallery/x' }))).toBe('/gallery/x');
  });

  it('on close: keeps the collection URL as the site spells it, trailing slash or not', () => {
    const slashed = (over: Parameters<typeof at>[0]) => ({ ...at(over), collectionFullUrl: 'https://example.com/gallery/' });
    expect(closeAddress(slashed({ pathname: '/gallery/second-photo', hash: '#itemId=b2' }))).toBe('/gallery/');
    expect(closeAddress({ ...at({ pathname: '/photo', hash: '#itemId=b2' }), collectionFullUrl: '/' })).toBe('/');
  });

  it('on close: leaves a hash that is not ours', () => {
    expect(closeAddress(at({ hash: '#comments' }))).toBe('/gallery#comments');
    expect(closeAddress(at({ hash: '#' }))).toBe('/gallery');
  });
});

describe('sameOriginAddress: addresses from data stay on the page (issue 20)', () => {
  const PAGE = 'https://site.example/gallery/photo?x=1#top';
  const input = (collectionFullUrl: string | null): AddressInput => ({
    pathname: '/gallery',
    search: '',
    hash: '',
    collectionFullUrl,
    historySupported: true,
  });

  it('resolves a same-origin address against the page', () => {
    expect(sameOriginAddress('/gallery/b2#itemId=b2', PAGE)).toBe('https://site.example/gallery/b2#itemId=b2');
    expect(sameOriginAddress('other', PAGE)).toBe('https://site.example/gallery/other');
    expect(sameOriginAddress('#itemId=a1', PAGE)).toBe('https://site.example/gallery/photo?x=1#itemId=a1');
    expect(sameOriginAddress('https://site.example/x', PAGE)).toBe('https://site.example/x');
  });

  it.each(['/\\evil.example/x', '\\\\evil.example/x', '//evil.example/x', '/\\/evil.example', 'https://evil.example/', 'http://site.example/x', 'javascript:alert(1)', 'data:text/html,x'])(
    'refuses %j',
    (address) => {
      expect(sameOriginAddress(address, PAGE)).toBeNull();
    },
  );

  it('refuses everything on a page without an origin, and a page address that is no URL', () => {
    expect(sameOriginAddress('/x', 'about:blank')).toBeNull();
    expect(sameOriginAddress('/x', 'not a url')).toBeNull();
  });

  it('refuses what openAddress builds from a crafted collection.fullUrl or slide url, keeps the honest ones', () => {
    const slide = { id: 'a1', url: 'first-photo' };
    expect(sameOriginAddress(openAddress(input('/\\evil.example'), slide), PAGE)).toBeNull();
    expect(sameOriginAddress(openAddress(input('\\\\evil.example'), slide), PAGE)).toBeNull();
    expect(sameOriginAddress(openAddress(input('/'), { id: 'a1', url: '/\\evil.example/x' }), PAGE)).toBeNull();
    expect(sameOriginAddress(openAddress(input('/gallery'), slide), PAGE)).toBe('https://site.example/gallery/first-photo#itemId=a1');
    expect(sameOriginAddress(closeAddress(input('/gallery')), PAGE)).toBe('https://site.example/gallery');
  });

  it('never throws, and what it gives is always on the page origin (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (collectionFullUrl, url) => {
        const address = openAddress(input(collectionFullUrl), { id: 'a1', url });
        const resolved = sameOriginAddress(address, PAGE);
        if (resolved !== null) expect(new URL(resolved).origin).toBe('https://site.example');
      }),
    );
  });
});
