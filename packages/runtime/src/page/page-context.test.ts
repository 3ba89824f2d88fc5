import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPageContext, normalisePageContext, parsePageContext } from './page-context';

describe('page context (CONTRACT.md §3)', () => {
  it('uses defaults, an anonymous visitor, when there is no context', () => {
    const result = parsePageContext(null);
    expect(result.problem).toBe('missing');
    expect(result.context).toEqual(defaultPageContext());
    expect(result.context.authenticatedAccount).toBeNull();
  });

  it('flags invalid JSON and non-objects, keeping the defaults', () => {
    expect(parsePageContext('{"website": ').problem).toBe('invalid-json');
    expect(parsePageContext('[1]').problem).toBe('not-an-object');
    expect(parsePageContext('"x"').context).toEqual(defaultPageContext());
  });

  it('reads the fields of SPEC.md §3 and collection.fullUrl', () => {
    const { context, problem } = parsePageContext(
      JSON.stringify({
        website: { id: 'w1', baseUrl: 'https://shop.example', developerMode: true, cloneable: false, typekitId: 'tk' },
        websiteSettings: { disqusShortname: 'dq', pinterestOverlayOptions: { mode: 'auto' }, cookieSettings: { isCookieBannerEnabled: true } },
        websiteRoles: [1, 'x', 10],
        authenticatedAccount: { id: 'a1', displayName: 'Ann' },
        collection: { id: 'c1', fullUrl: '/gallery' },
        item: { id: 'i1' },
        pageType: 50,
        showAnnouncementBar: true,
        googleFonts: [{ includeName: 'Lato' }, { nope: 1 }],
        typekitFonts: [{ id: 'f', variations: ['n4', 3] }],
      }),
    );
    expect(problem).toBeNull();
    expect(context.website).toMatchObject({ id: 'w1', baseUrl: 'https://shop.example', developerMode: true, typekitId: 'tk' });
    expect(context.websiteSettings.disqusShortname).toBe('dq');
    expect(context.websiteSettings.pinterestOverlayOptions.mode).toBe('auto');
    expect(context.websiteSettings.cookieSettings).toEqual({ isCookieBannerEnabled: true });
    expect(context.websiteRoles).toEqual([1, 10]);
    expect(context.authenticatedAccount).toMatchObject({ id: 'a1' });
    expect(context.collection).toEqual({ id: 'c1', fullUrl: '/gallery' });
    expect(context.pageType).toBe(50);
    expect(context.googleFonts).toEqual([{ includeName: 'Lato' }]);
    expect(context.typekitFonts).toEqual([{ id: 'f', variations: ['n4'] }]);
  });

  it('replaces wrongly typed fields one by one', () => {
    const context = normalisePageContext({ website: { developerMode: 'yes', id: 7 }, pageType: 'x', collection: 'c' });
    expect(context.website.developerMode).toBe(false);
    expect(context.website.id).toBe('7');
    expect(context.pageType).toBe(2);
    expect(context.collection).toBeNull();
  });

  it('never throws and always returns a complete context', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const { context } = parsePageContext(text);
        expect(typeof context.website.baseUrl).toBe('string');
        expect(Array.isArray(context.websiteRoles)).toBe(true);
        expect(Number.isFinite(context.pageType)).toBe(true);
      }),
    );
  });
});
