/**
 * The page context (CONTRACT.md §3, SPEC.md §3 "Page context"): one JSON script
 * element the server writes into every page. Missing or invalid JSON runs the page
 * as an anonymous visitor with default settings; invalid JSON is reported, never thrown.
 * Fields of the wrong type fall back to their defaults one by one, so one bad value
 * does not cost the rest.
 */
import { report } from '../report';

export const PAGE_CONTEXT_ID = 'sqs-page-context';

export interface Website {
  id: string;
  identifier: string;
  /** Where API calls go when the page is served from another origin. */
  baseUrl: string;
  developerMode: boolean;
  cloneable: boolean;
  typekitId: string;
  websiteType: number | null;
  siteStatus: number | null;
  appDomain: string;
  /** The site's IANA time zone ('Europe/London'); '' when not given (calendar: the visitor's own). */
  timeZone: string;
}

export interface WebsiteSettings {
  disqusShortname: string;
  commentsEnabled: boolean;
  mobileInfoBarSettings: Record<string, unknown>;
  popupOverlaySettings: Record<string, unknown>;
  pinterestOverlayOptions: { mode: string };
  cookieSettings: Record<string, unknown>;
  [key: string]: unknown;
}

export interface AuthenticatedAccount {
  id: string;
  displayName?: string;
  [key: string]: unknown;
}

export interface PageContext {
  website: Website;
  websiteSettings: WebsiteSettings;
  /** Role codes of the authenticated account on this site (SPEC.md §3 contributor roles). */
  websiteRoles: number[];
  authenticatedAccount: AuthenticatedAccount | null;
  collection: { id: string; fullUrl: string } | null;
  item: { id: string } | null;
  /** SPEC.md §2 page-type codes; 2 (PAGE) when not given. */
  pageType: number;
  showAnnouncementBar: boolean;
  googleFonts: Array<{ includeName: string }>;
  typekitFonts: Array<{ id: string; variations: string[] }>;
  demoCollections: Array<{ collectionId: string }>;
  rollups: Record<string, unknown>;
  tweakJSON: Record<string, unknown>;
  templateVersion: string;
}

export function defaultPageContext(): PageContext {
  return {
    website: {
      id: '',
      identifier: '',
      baseUrl: '',
      developerMode: false,
      cloneable: false,
      typekitId: '',
      websiteType: null,
      siteStatus: null,
      appDomain: '',
      timeZone: '',
    },
    websiteSettings: {
      disqusShortname: '',
      commentsEnabled: false,
      mobileInfoBarSettings: {},
      popupOverlaySettings: {},
      pinterestOverlayOptions: { mode: 'disabled' },
      cookieSettings: {},
    },
    websiteRoles: [],
    authenticatedAccount: null,
    collection: null,
    item: null,
    pageType: 2,
    showAnnouncementBar: false,
    googleFonts: [],
    typekitFonts: [],
    demoCollections: [],
    rollups: {},
    tweakJSON: {},
    templateVersion: '7.1',
  };
}

export interface PageContextResult {
  context: PageContext;
  /** Why the defaults were used, when they were. */
  problem: 'missing' | 'invalid-json' | 'not-an-object' | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const obj = (value: unknown): Json => (isObject(value) ? value : {});
const list = <T>(value: unknown, keep: (entry: unknown) => entry is T): T[] =>
  Array.isArray(value) ? value.filter(keep) : [];

/**
 * `raw`'s value for each field of `defaults` when it has the default's kind, else the default:
 * text (a number is taken as its text), a boolean, an object, or, for the fields named in
 * `numbers` (whose default may be null), a finite number.
 */
function fields<T extends object>(raw: Json, defaults: T, numbers: readonly string[] = []): T {
  const out: Json = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = raw[key];
    out[key] = numbers.includes(key)
      ? typeof value === 'number' && Number.isFinite(value) ? value : fallback
      : typeof fallback === 'string' ? str(value, fallback)
      : typeof fallback === 'boolean' ? (typeof value === 'boolean' ? value : fallback)
      : isObject(fallback) ? obj(value)
      : fallback;
  }
  return out as T;
}

/** Normalises any parsed JSON into a complete, well-typed context. Pure. */
export function normalisePageContext(raw: unknown): PageContext {
  const defaults = defaultPageContext();
  if (!isObject(raw)) return defaults;
  const website = obj(raw.website);
  const settings = obj(raw.websiteSettings);
  const collection = isObject(raw.collection) ? raw.collection : null;
  const item = isObject(raw.item) ? raw.item : null;
  const account = isObject(raw.authenticatedAccount) ? raw.authenticatedAccount : null;
  const { website: _website, websiteSettings: _settings, ...top } = defaults;
  return {
    ...fields(raw, top, ['pageType']),
    website: { ...fields(website, defaults.website, ['websiteType', 'siteStatus']), appDomain: str(website.appDomain ?? raw.appDomain, '') },
    websiteSettings: {
      ...settings,
      ...fields(settings, defaults.websiteSettings),
      pinterestOverlayOptions: { mode: str(obj(settings.pinterestOverlayOptions).mode, 'disabled') },
    },
    websiteRoles: list(raw.websiteRoles, (r): r is number => typeof r === 'number'),
    authenticatedAccount: account ? { ...account, id: str(account.id, '') } : null,
    collection: collection ? { id: str(collection.id, ''), fullUrl: str(collection.fullUrl, '') } : null,
    item: item ? { id: str(item.id, '') } : null,
    googleFonts: list(raw.googleFonts, (f): f is { includeName: string } => isObject(f) && typeof f.includeName === 'string'),
    typekitFonts: list(raw.typekitFonts, (f): f is { id: string; variations: string[] } => isObject(f) && typeof f.id === 'string')
      .map((f) => ({ id: f.id, variations: list(f.variations, (v): v is string => typeof v === 'string') })),
    demoCollections: list(raw.demoCollections, (c): c is { collectionId: string } => isObject(c) && typeof c.collectionId === 'string'),
  };
}

/**
 * Parses the page context text. Pure: the caller decides how to report a problem. Every outcome
 * goes through normalisePageContext, which gives the defaults for anything not an object, so
 * they are built in one place.
 */
export function parsePageContext(text: string | null | undefined): PageContextResult {
  let raw: unknown;
  let problem: PageContextResult['problem'] = null;
  if (text == null || text.trim() === '') problem = 'missing';
  else {
    try {
      raw = JSON.parse(text);
      if (!isObject(raw)) problem = 'not-an-object';
    } catch {
      problem = 'invalid-json';
    }
  }
  return { context: normalisePageContext(raw), problem };
}

/** Reads the context from the document; reports invalid JSON and never throws. */
export function readPageContext(doc: Document = document): PageContext {
  const script = doc.getElementById(PAGE_CONTEXT_ID);
  const { context, problem } = parsePageContext(script?.textContent);
  if (problem === 'invalid-json' || problem === 'not-an-object') {
    report({
      source: 'page-context',
      message: `#${PAGE_CONTEXT_ID} is not a JSON object; default settings used (anonymous visitor).`,
    });
  }
  return context;
}
