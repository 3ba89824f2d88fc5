import { describe, it, expect, expectTypeOf } from 'vitest';
import fc from 'fast-check';
import {
  AnalyticsEventKind,
  BLOCK_VARIANT_MAX,
  BLOCK_VARIANT_MIN,
  BlockType,
  BlockVariant,
  CollectionType,
  CollectionView,
  ConfigGroup,
  ContributorRole,
  Environment,
  EventSource,
  INTERNAL_ADMIN_PERMISSION_MAX,
  INTERNAL_ADMIN_PERMISSION_MIN,
  ItemContentType,
  ItemPublishState,
  PageType,
  Permission,
  ProductType,
  SectionKind,
  SiteStatus,
  TemplateVersion,
  TweakPageType,
  UnitSystem,
  WebsiteType,
  defineEnum,
  isBlockVariantCode,
  isInternalAdminPermission,
} from './enums';
import type { EnumValue } from './enums';

type Row = readonly [name: string, code: number | string];

// Every name and code SPEC.md gives, written out by hand from the spec text
// (§2, §3, §6, §9) — deliberately not derived from the implementation.
const SPEC: Record<string, readonly Row[]> = {
  PageType: [
    ['MAIN_CONTENT', 1], ['CONTENT_COLLECTION', 1], ['PAGE', 2], ['SPLASH_PAGE', 3], ['CONTENT_ITEM', 50],
    ['NOT_FOUND', 100], ['ERROR', 101], ['SEARCH', 102], ['LOCK_SCREEN', 103], ['POPUP_OVERLAY', 104],
    ['PROTECTED_CONTENT', 105], ['MEMBER_AREA_ACCESS_DENIED', 106], ['SHOW_CART', 200], ['CHECKOUT', 201],
    ['ORDER_CONFIRMED', 202], ['DONATE', 203], ['CONTRIBUTION_CONFIRMED', 204], ['COMMERCE_CART_V2', 205],
    ['SUBSCRIPTION_CONFIRMED', 206], ['ORDER_RECEIVED', 207], ['MEMBERSHIP_CONFIRMED', 208],
    ['REVIEWS_REQUEST', 209], ['DIGITAL_PRODUCT_COMPOSER_PREVIEW', 210], ['ORDER_STATUS', 211],
    ['NEWSLETTER_UNSUBSCRIBE', 300], ['COMMERCE_EMAIL_PREVIEW', 301],
  ],
  CollectionView: [['LIST', 'list'], ['GRID', 'grid'], ['PRODUCT', 'product']],
  TweakPageType: [
    ['SPLASH_PAGE', 'SPLASH_PAGE'], ['LOCK_SCREEN', 'LOCK_SCREEN'], ['POPUP_OVERLAY', 'POPUP_OVERLAY'],
    ['CHECKOUT', 'CHECKOUT'], ['STYLE', 'STYLE'],
  ],
  ProductType: [['PHYSICAL', 1], ['DIGITAL', 2], ['SERVICE', 3], ['GIFT_CARD', 4], ['PAYWALL', 5]],
  UnitSystem: [['IMPERIAL', 1], ['METRIC', 2]],
  BlockType: [
    ['NAVIGATION', 1], ['HTML', 2], ['LOGO', 3], ['MAP', 4], ['IMAGE', 5], ['TWITTER', 6], ['JOURNAL', 7],
    ['GALLERY', 8], ['FORM', 9], ['GEO', 10], ['INDEX', 11], ['COLLECTION_LINK', 12], ['LINK', 13],
    ['TAGCLOUD', 14], ['COMMENTS', 16], ['FOLDER', 17], ['MENU', 18], ['SOCIAL_LINKS', 19], ['SUMMARY', 20],
    ['SPACER', 21], ['EMBED', 22], ['CODE', 23], ['FOURSQUARE', 24], ['INSTAGRAM', 25], ['CALENDAR', 26],
    ['POSTS_BY_AUTHOR', 27], ['POSTS_BY_TAG', 28], ['POSTS_BY_CATEGORY', 29], ['POSTS_BY_MONTH', 30],
    ['QUOTE', 31], ['VIDEO', 32], ['SEARCH', 33], ['AUDIO', 41], ['FIVEHUNDREDPIX', 42], ['PRODUCT', 43],
    ['MARKDOWN', 44], ['FLICKR', 45], ['AMAZON', 46], ['HORIZONTAL_RULE', 47], ['SOCIAL_ACCOUNT_LINKS', 48],
    ['RSS', 49], ['OPENTABLE', 50], ['NEWSLETTER', 51], ['DONATION', 52], ['BUTTON', 53],
    ['SOCIAL_ACCOUNT_LINKS_V2', 54], ['SUMMARY_V2', 55], ['SOUNDCLOUD', 56], ['EMAIL_FOOTER', 57],
    ['IN_BROWSER_MESSAGE_LINK', 58], ['TOURDATES', 59], ['ALBUM', 60], ['ARCHIVE', 61], ['CHART', 62],
    ['ZOLA', 63], ['ACUITY', 65], ['OPENTABLE_V2', 66], ['MEMBER_AREA', 67], ['TOCK', 68], ['ACCORDION', 69],
    ['MARQUEE', 70], ['SHAPE', 71],
  ],
  BlockVariant: [
    ['GALLERY_SLIDESHOW', 1000], ['GALLERY_CAROUSEL', 1001], ['GALLERY_GRID', 1002], ['GALLERY_STACK', 1003],
    ['SUMMARY_WALL', 1004], ['SUMMARY_CAROUSEL', 1005], ['SUMMARY_LIST', 1006], ['SUMMARY_GRID', 1007],
    ['CHART_BAR', 1008], ['CHART_LINE', 1009], ['CHART_PIE', 1010], ['IMAGE_INLINE', 1011],
    ['IMAGE_POSTER', 1012], ['IMAGE_CARD', 1013], ['IMAGE_OVERLAP', 1014], ['IMAGE_COLLAGE', 1015],
    ['IMAGE_STACK', 1016], ['TOCK_TYPE_1', 1017], ['TOCK_TYPE_2', 1018],
  ],
  CollectionType: [
    ['GENERIC', 1], ['SUBSCRIPTION', 2], ['TWITTER', 3], ['FOURSQUARE', 4], ['INSTAGRAM', 5],
    ['GALLERY_BLOCK', 6], ['TEMPLATE_PAGE', 7], ['SPLASH_PAGE', 8], ['PAGE', 10], ['FIVEHUNDREDPIX', 11],
    ['FLICKR', 12], ['PRODUCTS', 13], ['MOSAIC', 14], ['SLIDE_GALLERY', 15], ['SLIDE_ALBUM', 16],
    ['SLIDE_VIDEO', 17], ['ALBUM_BLOCK', 18], ['PROJECT', 19], ['SECTION_CATALOG', 20], ['PAGE_CATALOG', 21],
    ['ITEM_CATALOG', 22], ['PORTFOLIO', 23], ['LESSONS', 24],
  ],
  ItemContentType: [
    ['TEXT', 1], ['IMAGE', 2], ['QUOTE', 4], ['LINK', 5], ['CHAT', 6], ['AUDIO', 7], ['VIDEO', 8],
    ['REVIEW', 10], ['STORE_ITEM', 11], ['EVENT', 12], ['THREAD', 13], ['GALLERY', 14], ['BINARY', 15],
    ['DIGITALGOOD', 18], ['ATTACHMENT', 19], ['LESSON', 62],
  ],
  SiteStatus: [
    ['EXPIRED', 1], ['PASTDUE', 2], ['TRIAL', 3], ['BETA', 4], ['REMOVED', 5], ['INTERNAL', 6], ['COMPED', 7],
    ['PAID', 8], ['V5_LINKED', 11], ['ACTIVE_PARKING_PAGE', 12], ['RESOLD', 13], ['RESOLD_GRACE_PERIOD', 14],
    ['ENTERPRISE', 15],
  ],
  WebsiteType: [['CLASSIC', 1], ['COVER_PAGE', 2], ['PARKING_PAGE', 3], ['COMMERCE', 4], ['ENTERPRISE', 5]],
  ItemPublishState: [
    ['PUBLISHED', 1], ['SCHEDULED', 2], ['NEEDS_REVIEW', 3], ['DRAFT', 4], ['PRIVATE', 5], ['DELETED', 6],
  ],
  ContributorRole: [
    ['ADMIN', 1], ['BILLING', 2], ['REPORTING', 3], ['EDITOR', 4], ['MODERATOR', 6], ['COMMENTER', 7],
    ['STORE_MANAGER', 8], ['SCHEDULING', 9], ['VIEWER', 10], ['CAMPAIGNS_EDITOR', 11],
    ['SCHEDULING_VIEWER', 12], ['SCHEDULING_EDITOR', 13], ['NONE', 14], ['WEBSITE_MANAGER', 15],
  ],
  SectionKind: [['COVER_PAGE', 1], ['LOCK_SCREEN', 2], ['POPUP_OVERLAY', 3]],
  AnalyticsEventKind: [['PAGE_VIEW', 1], ['SITE_SEARCH', 2], ['HEARTBEAT', 10], ['AUDIO', 20], ['VIDEO', 21]],
  TemplateVersion: [['V7', '7'], ['V7_1', '7.1'], ['V8', '8']],
  EventSource: [['WEB', 'WEB'], ['IOS', 'IOS'], ['ANDROID', 'ANDROID'], ['SERVER', 'SERVER']],
  Environment: [['DEV', 'dev'], ['QA', 'qa'], ['STAGING', 'staging'], ['PROD', 'prod']],
  Permission: [['AUTHENTICATED_NO_SITE_PERMISSIONS', 0], ['CONFIG', 1], ['ADMIN', 2]],
  ConfigGroup: [
    ['CONTENT_MANAGER', 11], ['SETTINGS', 12], ['ACTIVITY', 13], ['COMMERCE', 14], ['NEWSLETTER', 15],
    ['CRM', 18],
  ],
};

/** What every enum offers, widened so the tables can be iterated. */
interface AnyEnum {
  nameOf(code: unknown): string | undefined;
  has(code: unknown): boolean;
}
const get = (e: AnyEnum, name: string): unknown => Reflect.get(e, name);
const ENUMS: Record<string, AnyEnum> = {
  PageType, CollectionView, TweakPageType, ProductType, UnitSystem, BlockType, BlockVariant, CollectionType,
  ItemContentType, SiteStatus, WebsiteType, ItemPublishState, ContributorRole, SectionKind,
  AnalyticsEventKind, TemplateVersion, EventSource, Environment, Permission, ConfigGroup,
};

const cases = Object.entries(SPEC).map(([name, rows]) => ({ name, rows, e: ENUMS[name] as AnyEnum }));
/** The name the spec lists first for a code (aliases resolve to it). */
const firstName = (rows: readonly Row[], code: unknown) => rows.find(([, c]) => c === code)?.[0];

describe('spec tables', () => {
  it('covers every enum exported here', () => {
    expect(Object.keys(ENUMS).sort()).toEqual(Object.keys(SPEC).sort());
    expect(cases.every((c) => c.e !== undefined)).toBe(true);
  });

  it('spot checks the codes the brief names', () => {
    expect(PageType.NOT_FOUND).toBe(100);
    expect(PageType.nameOf(100)).toBe('NOT_FOUND');
    expect([BlockType.POSTS_BY_AUTHOR, BlockType.POSTS_BY_TAG, BlockType.POSTS_BY_CATEGORY, BlockType.POSTS_BY_MONTH])
      .toEqual([27, 28, 29, 30]);
    expect(BlockVariant.GALLERY_SLIDESHOW).toBe(BLOCK_VARIANT_MIN);
  });

  describe.each(cases)('$name', ({ rows, e }) => {
    it('has exactly the spec members, in spec order, with the spec codes', () => {
      expect(Object.entries(e)).toEqual(rows.map(([n, c]) => [n, c]));
    });

    it.each(rows.map(([n, c]) => ({ n, c })))('$n = $c, and reverses', ({ n, c }) => {
      expect(get(e, n)).toBe(c);
      expect(e.nameOf(c)).toBe(firstName(rows, c));
      expect(e.has(c)).toBe(true);
    });

    it('is frozen and its helpers are not enumerable members', () => {
      expect(Object.isFrozen(e)).toBe(true);
      expect(Object.keys(e)).not.toContain('nameOf');
      expect(Object.keys(e)).not.toContain('has');
      expect(() => Reflect.set(e, rows[0]![0], -1)).not.toThrow();
      expect(Reflect.set(e, rows[0]![0], -1)).toBe(false);
      expect(get(e, rows[0]![0])).toBe(rows[0]![1]);
    });
  });

  it('gives the first-listed name for a shared code', () => {
    expect(PageType.MAIN_CONTENT).toBe(PageType.CONTENT_COLLECTION);
    expect(PageType.nameOf(1)).toBe('MAIN_CONTENT');
  });
});

describe('reverse lookup properties', () => {
  const member = fc.constantFrom(...cases.flatMap(({ rows, e }) => rows.map(([n, c]) => ({ rows, e, n, c }))));

  it('nameOf(value(name)) round-trips for every member', () => {
    fc.assert(
      fc.property(member, ({ rows, e, n, c }) => {
        const back = e.nameOf(get(e, n));
        expect(back).toBe(firstName(rows, c));
        expect(get(e, back ?? '')).toBe(c);
      }),
    );
  });

  const anyCase = fc.constantFrom(...cases);
  const probe = fc.oneof(
    fc.anything(),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'nameOf', 'has', 'NOT_FOUND', '1', '100'),
  );

  it('unknown codes give undefined and has() false', () => {
    fc.assert(
      fc.property(anyCase, probe, ({ rows, e }, x) => {
        fc.pre(!rows.some(([, c]) => c === x));
        expect(e.nameOf(x)).toBeUndefined();
        expect(e.has(x)).toBe(false);
      }),
    );
  });

  it('numeric codes do not match their string spelling, nor the reverse', () => {
    expect(PageType.nameOf('100')).toBeUndefined();
    expect(TemplateVersion.nameOf(7.1)).toBeUndefined();
    expect(TemplateVersion.nameOf('7.1')).toBe('V7_1');
  });
});

describe('defineEnum', () => {
  const members = fc
    .dictionary(fc.string(), fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'b', 'c')))
    .filter((d) => !Object.keys(d).some((k) => k === 'nameOf' || k === 'has'));

  it('round-trips arbitrary member tables; the first listed name wins', () => {
    fc.assert(
      fc.property(members, (d) => {
        const e = defineEnum(d);
        const entries = Object.entries(d);
        expect(Object.entries(e)).toEqual(entries);
        for (const [n, c] of entries) {
          expect(e.nameOf(c)).toBe(entries.find(([, v]) => v === c)?.[0]);
          expect(e[n]).toBe(c);
        }
      }),
    );
  });

  it('does not keep a reference to the input', () => {
    const input: Record<string, number> = { A: 1 };
    const e = defineEnum(input);
    input['B'] = 2;
    expect(e.nameOf(2)).toBeUndefined();
    expect(Object.keys(e)).toEqual(['A']);
  });

  it('is typed: literal codes, literal reverse names, code unions', () => {
    expectTypeOf(PageType.NOT_FOUND).toEqualTypeOf<100>();
    expectTypeOf(PageType.nameOf(100)).toEqualTypeOf<'NOT_FOUND'>();
    expectTypeOf(Environment.nameOf('qa')).toEqualTypeOf<'QA'>();
    expectTypeOf<EnumValue<typeof UnitSystem>>().toEqualTypeOf<1 | 2>();
    expectTypeOf<TemplateVersion>().toEqualTypeOf<'7' | '7.1' | '8'>();
    const unknownCode: number = 3;
    expectTypeOf(UnitSystem.nameOf(unknownCode)).toEqualTypeOf<'IMPERIAL' | 'METRIC' | undefined>();
    const x: unknown = 2;
    if (ProductType.has(x)) expectTypeOf(x).toEqualTypeOf<1 | 2 | 3 | 4 | 5>();
    expect(ProductType.has(x)).toBe(true);
  });
});

describe('code ranges', () => {
  it('block variants span 1000-1019 inclusive', () => {
    expect([BLOCK_VARIANT_MIN, BLOCK_VARIANT_MAX]).toEqual([1000, 1019]);
    expect(isBlockVariantCode(1000)).toBe(true);
    expect(isBlockVariantCode(1019)).toBe(true);
    expect(isBlockVariantCode(999)).toBe(false);
    expect(isBlockVariantCode(1020)).toBe(false);
    expect(isBlockVariantCode(1000.5)).toBe(false);
    expect(isBlockVariantCode('1000')).toBe(false);
  });

  it('internal-staff ADMIN permissions span 2010-2068 inclusive', () => {
    expect([INTERNAL_ADMIN_PERMISSION_MIN, INTERNAL_ADMIN_PERMISSION_MAX]).toEqual([2010, 2068]);
    expect(isInternalAdminPermission(2010)).toBe(true);
    expect(isInternalAdminPermission(2068)).toBe(true);
    expect(isInternalAdminPermission(2009)).toBe(false);
    expect(isInternalAdminPermission(2069)).toBe(false);
    expect(isInternalAdminPermission(Permission.ADMIN)).toBe(false);
    expect(isInternalAdminPermission(null)).toBe(false);
  });

  it('range checks agree with plain comparison for every number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 900, max: 2200 }), fc.double()), (n) => {
        expect(isBlockVariantCode(n)).toBe(Number.isInteger(n) && n >= 1000 && n <= 1019);
        expect(isInternalAdminPermission(n)).toBe(Number.isInteger(n) && n >= 2010 && n <= 2068);
      }),
    );
  });

  it('every named block variant lies in the range', () => {
    for (const code of Object.values(BlockVariant)) expect(isBlockVariantCode(code)).toBe(true);
  });
});
