/**
 * The coded lists of SPEC.md (§2, §3, §6, §9) as frozen constant objects with a
 * reverse lookup. Each list is built by `defineEnum`, annotated pure so a bundler
 * drops the lists a page does not use.
 *
 *   PageType.NOT_FOUND === 100
 *   PageType.nameOf(100) === 'NOT_FOUND'
 *   PageType.has(x)            // type guard: x is a page-type code
 *   type Code = EnumValue<typeof PageType>   // 1 | 2 | 3 | 50 | 100 | …
 *
 * Storage keys and cookie names live elsewhere (they are names, not codes).
 */

type Code = number | string;
type Members = Readonly<Record<string, Code>>;

export interface EnumHelpers<T extends Members> {
  /**
   * The member name for a code; undefined for anything that is not a code of this list.
   * Where two names share a code (§2 MAIN_CONTENT/CONTENT_COLLECTION 1) the one
   * declared first is returned.
   */
  nameOf<C extends T[keyof T]>(code: C): { [K in keyof T]: T[K] extends C ? K : never }[keyof T];
  nameOf(code: unknown): (keyof T & string) | undefined;
  /** True when `code` is one of this list's codes. */
  has(code: unknown): code is T[keyof T];
}

export type Enum<T extends Members> = Readonly<T> & EnumHelpers<T>;

/** The union of codes of an enum made by `defineEnum`. */
export type EnumValue<E> = E[Exclude<keyof E, keyof EnumHelpers<Members>>];

/**
 * Freezes `members` and adds `nameOf`/`has` as non-enumerable properties, so
 * `Object.keys`/`Object.entries` still list the members only. Codes are compared
 * with SameValueZero (a Map), so inherited names such as 'toString' never match.
 */
export function defineEnum<const T extends Members>(
  members: T & { readonly nameOf?: never; readonly has?: never },
): Enum<T> {
  const byCode = new Map<unknown, keyof T & string>();
  for (const [name, code] of Object.entries(members)) {
    if (!byCode.has(code)) byCode.set(code, name);
  }
  const result = { ...members };
  Object.defineProperties(result, {
    nameOf: { value: (code: unknown) => byCode.get(code) },
    has: { value: (code: unknown) => byCode.has(code) },
  });
  return Object.freeze(result) as unknown as Enum<T>;
}

// SPEC.md §2 "Page-type codes". MAIN_CONTENT and CONTENT_COLLECTION share 1.
export const PageType = /* @__PURE__ */ defineEnum({
  MAIN_CONTENT: 1,
  CONTENT_COLLECTION: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
});
export type PageType = EnumValue<typeof PageType>;

// SPEC.md §2: "Collection views: list, grid, product." The spec gives no numbers,
// so the codes are those words.
export const CollectionView = /* @__PURE__ */ defineEnum({
  LIST: 'list',
  GRID: 'grid',
  PRODUCT: 'product',
});
export type CollectionView = EnumValue<typeof CollectionView>;

// SPEC.md §2: "Tweak page types: SPLASH_PAGE, LOCK_SCREEN, POPUP_OVERLAY, CHECKOUT, STYLE."
// Names only (STYLE has no page-type code), so each code is its own name.
export const TweakPageType = /* @__PURE__ */ defineEnum({
  SPLASH_PAGE: 'SPLASH_PAGE',
  LOCK_SCREEN: 'LOCK_SCREEN',
  POPUP_OVERLAY: 'POPUP_OVERLAY',
  CHECKOUT: 'CHECKOUT',
  STYLE: 'STYLE',
});
export type TweakPageType = EnumValue<typeof TweakPageType>;

// SPEC.md §3 "Product".
export const ProductType = /* @__PURE__ */ defineEnum({
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
});
export type ProductType = EnumValue<typeof ProductType>;

// SPEC.md §3 "Store settings".
export const UnitSystem = /* @__PURE__ */ defineEnum({
  IMPERIAL: 1,
  METRIC: 2,
});
export type UnitSystem = EnumValue<typeof UnitSystem>;

// SPEC.md §3 "Enumerations". Gaps (15, 34-40, 64) are as the spec gives them.
export const BlockType = /* @__PURE__ */ defineEnum({
  NAVIGATION: 1,
  HTML: 2,
  LOGO: 3,
  MAP: 4,
  IMAGE: 5,
  TWITTER: 6,
  JOURNAL: 7,
  GALLERY: 8,
  FORM: 9,
  GEO: 10,
  INDEX: 11,
  COLLECTION_LINK: 12,
  LINK: 13,
  TAGCLOUD: 14,
  COMMENTS: 16,
  FOLDER: 17,
  MENU: 18,
  SOCIAL_LINKS: 19,
  SUMMARY: 20,
  SPACER: 21,
  EMBED: 22,
  CODE: 23,
  FOURSQUARE: 24,
  INSTAGRAM: 25,
  CALENDAR: 26,
  POSTS_BY_AUTHOR: 27,
  POSTS_BY_TAG: 28,
  POSTS_BY_CATEGORY: 29,
  POSTS_BY_MONTH: 30,
  QUOTE: 31,
  VIDEO: 32,
  SEARCH: 33,
  AUDIO: 41,
  FIVEHUNDREDPIX: 42,
  PRODUCT: 43,
  MARKDOWN: 44,
  FLICKR: 45,
  AMAZON: 46,
  HORIZONTAL_RULE: 47,
  SOCIAL_ACCOUNT_LINKS: 48,
  RSS: 49,
  OPENTABLE: 50,
  NEWSLETTER: 51,
  DONATION: 52,
  BUTTON: 53,
  SOCIAL_ACCOUNT_LINKS_V2: 54,
  SUMMARY_V2: 55,
  SOUNDCLOUD: 56,
  EMAIL_FOOTER: 57,
  IN_BROWSER_MESSAGE_LINK: 58,
  TOURDATES: 59,
  ALBUM: 60,
  ARCHIVE: 61,
  CHART: 62,
  ZOLA: 63,
  ACUITY: 65,
  OPENTABLE_V2: 66,
  MEMBER_AREA: 67,
  TOCK: 68,
  ACCORDION: 69,
  MARQUEE: 70,
  SHAPE: 71,
});
export type BlockType = EnumValue<typeof BlockType>;

/**
 * SPEC.md §3 "Variants 1000-1019" names 19 variants for a range of 20 codes. They are
 * numbered in the spec's order from 1000 (so the last is 1018); 1019 is inside the
 * range but has no name given. Tock's two types are not named either.
 */
export const BLOCK_VARIANT_MIN = 1000;
export const BLOCK_VARIANT_MAX = 1019;

export const BlockVariant = /* @__PURE__ */ defineEnum({
  GALLERY_SLIDESHOW: 1000,
  GALLERY_CAROUSEL: 1001,
  GALLERY_GRID: 1002,
  GALLERY_STACK: 1003,
  SUMMARY_WALL: 1004,
  SUMMARY_CAROUSEL: 1005,
  SUMMARY_LIST: 1006,
  SUMMARY_GRID: 1007,
  CHART_BAR: 1008,
  CHART_LINE: 1009,
  CHART_PIE: 1010,
  IMAGE_INLINE: 1011,
  IMAGE_POSTER: 1012,
  IMAGE_CARD: 1013,
  IMAGE_OVERLAP: 1014,
  IMAGE_COLLAGE: 1015,
  IMAGE_STACK: 1016,
  TOCK_TYPE_1: 1017,
  TOCK_TYPE_2: 1018,
});
export type BlockVariant = EnumValue<typeof BlockVariant>;

/** True for any integer code in the block-variant range, named or not. */
export function isBlockVariantCode(code: unknown): boolean {
  return Number.isInteger(code) && (code as number) >= BLOCK_VARIANT_MIN && (code as number) <= BLOCK_VARIANT_MAX;
}

// SPEC.md §3 "Collection types". '500px' cannot start an identifier; it is spelled
// as BlockType spells it.
export const CollectionType = /* @__PURE__ */ defineEnum({
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TWITTER: 3,
  FOURSQUARE: 4,
  INSTAGRAM: 5,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  FIVEHUNDREDPIX: 11,
  FLICKR: 12,
  PRODUCTS: 13,
  MOSAIC: 14,
  SLIDE_GALLERY: 15,
  SLIDE_ALBUM: 16,
  SLIDE_VIDEO: 17,
  ALBUM_BLOCK: 18,
  PROJECT: 19,
  SECTION_CATALOG: 20,
  PAGE_CATALOG: 21,
  ITEM_CATALOG: 22,
  PORTFOLIO: 23,
  LESSONS: 24,
});
export type CollectionType = EnumValue<typeof CollectionType>;

// SPEC.md §3: only the values the spec gives ("remaining values not shown").
export const ItemContentType = /* @__PURE__ */ defineEnum({
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  DIGITALGOOD: 18,
  ATTACHMENT: 19,
  LESSON: 62,
});
export type ItemContentType = EnumValue<typeof ItemContentType>;

// SPEC.md §3.
export const SiteStatus = /* @__PURE__ */ defineEnum({
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
});
export type SiteStatus = EnumValue<typeof SiteStatus>;

// SPEC.md §3.
export const WebsiteType = /* @__PURE__ */ defineEnum({
  CLASSIC: 1,
  COVER_PAGE: 2,
  PARKING_PAGE: 3,
  COMMERCE: 4,
  ENTERPRISE: 5,
});
export type WebsiteType = EnumValue<typeof WebsiteType>;

// SPEC.md §3.
export const ItemPublishState = /* @__PURE__ */ defineEnum({
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
});
export type ItemPublishState = EnumValue<typeof ItemPublishState>;

// SPEC.md §3. There is no 5.
export const ContributorRole = /* @__PURE__ */ defineEnum({
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
});
export type ContributorRole = EnumValue<typeof ContributorRole>;

// SPEC.md §3.
export const SectionKind = /* @__PURE__ */ defineEnum({
  COVER_PAGE: 1,
  LOCK_SCREEN: 2,
  POPUP_OVERLAY: 3,
});
export type SectionKind = EnumValue<typeof SectionKind>;

// SPEC.md §3.
export const AnalyticsEventKind = /* @__PURE__ */ defineEnum({
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
});
export type AnalyticsEventKind = EnumValue<typeof AnalyticsEventKind>;

// SPEC.md §3 "Template versions 7, 7.1, 8". Strings, because 7.1 is a version label,
// not a number to compute with (the page context carries it as a string).
export const TemplateVersion = /* @__PURE__ */ defineEnum({
  V7: '7',
  V7_1: '7.1',
  V8: '8',
});
export type TemplateVersion = EnumValue<typeof TemplateVersion>;

// SPEC.md §3 "Analytics": the event_source values, sent as written.
export const EventSource = /* @__PURE__ */ defineEnum({
  WEB: 'WEB',
  IOS: 'IOS',
  ANDROID: 'ANDROID',
  SERVER: 'SERVER',
});
export type EventSource = EnumValue<typeof EventSource>;

// SPEC.md §3 "Analytics" and §9: environments are lower case on the wire.
export const Environment = /* @__PURE__ */ defineEnum({
  DEV: 'dev',
  QA: 'qa',
  STAGING: 'staging',
  PROD: 'prod',
});
export type Environment = EnumValue<typeof Environment>;

// SPEC.md §6.
export const Permission = /* @__PURE__ */ defineEnum({
  AUTHENTICATED_NO_SITE_PERMISSIONS: 0,
  CONFIG: 1,
  ADMIN: 2,
});
export type Permission = EnumValue<typeof Permission>;

// SPEC.md §6 "Config groups". There are no 16 or 17.
export const ConfigGroup = /* @__PURE__ */ defineEnum({
  CONTENT_MANAGER: 11,
  SETTINGS: 12,
  ACTIVITY: 13,
  COMMERCE: 14,
  NEWSLETTER: 15,
  CRM: 18,
});
export type ConfigGroup = EnumValue<typeof ConfigGroup>;

// SPEC.md §6: "Internal-staff ADMIN permissions 2010 to 2068"; their names are not
// given, so only the range is represented.
export const INTERNAL_ADMIN_PERMISSION_MIN = 2010;
export const INTERNAL_ADMIN_PERMISSION_MAX = 2068;

export function isInternalAdminPermission(code: unknown): boolean {
  return (
    Number.isInteger(code) &&
    (code as number) >= INTERNAL_ADMIN_PERMISSION_MIN &&
    (code as number) <= INTERNAL_ADMIN_PERMISSION_MAX
  );
}
