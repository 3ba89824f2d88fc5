/**
 * What analytics sends (SPEC.md §3 "Analytics", §7 census / events / Trace / Track rows).
 *
 * Pure: the page is described by a PageSnapshot taken once in analytics.ts, so each payload is
 * a function of (context, snapshot, ids) and the tests need no DOM. Field names are the
 * spec's, spelled as it spells them (camelCase hit data, snake_case event fields).
 */
import type { EventSource } from '../contracts/enums';
import { EVENT_PAGE_VIEW, SOURCE_WEB } from './analytics-codes';
import type { PageContext } from '../page/page-context';
import type { SessionInfo } from './analytics-id';

/** SPEC.md §7 "Tracking events via analytics client use custom schema cms_v7, owner team cms". */
export const CUSTOM_SCHEMA_NAME = 'cms_v7';
export const EVENT_OWNER_TEAM = 'cms';
/** The census RecordHit `event` for a page view. */
export const PAGE_VIEW_EVENT = 'View';

/** The browser facts payloads need, read once per page (analytics.ts snapshotPage). */
export interface PageSnapshot {
  href: string;
  pathname: string;
  search: string;
  hash: string;
  title: string;
  referrer: string;
  userAgent: string;
  /** navigator.language */
  language: string;
  /** <html lang> */
  documentLang: string;
  viewportWidth: number;
  viewportHeight: number;
  screenWidth: number;
  screenHeight: number;
  localStorageSupported: boolean;
  /** Epoch ms when the snapshot was taken. */
  now: number;
  /** navigator.connection.effectiveType ('4g', ...), '' when unknown. */
  effectiveConnectionType: string;
  orientation: 'portrait' | 'landscape';
  /** 'standalone' for an installed web app, else 'browser'. */
  displayMode: string;
}

const settingString = (context: Pick<PageContext, 'websiteSettings'>, key: string): string => {
  const value = context.websiteSettings[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

/**
 * The page context has no template id, template variant, locale or member account id; they are
 * read from these open `websiteSettings` fields (the locale falls back to `<html lang>`).
 */
export const CONTEXT_EXTRA_FIELDS = {
  templateId: 'templateId',
  variantId: 'templateVariantId',
  websiteLocale: 'websiteLocale',
  memberAccountId: 'memberAccountId',
} as const;

export const templateIdOf = (context: Pick<PageContext, 'websiteSettings'>): string => settingString(context, CONTEXT_EXTRA_FIELDS.templateId);
export const websiteLocaleOf = (context: Pick<PageContext, 'websiteSettings'>, page: Pick<PageSnapshot, 'documentLang'>): string =>
  settingString(context, CONTEXT_EXTRA_FIELDS.websiteLocale) || page.documentLang;

/** SPEC.md §3 "Hit data". */
export interface HitData {
  websiteId: string;
  templateId: string;
  website_locale: string;
  userAgent: string;
  /** ISO 8601, the visitor's clock. */
  clientDate: string;
  viewportInnerWidth: number;
  viewportInnerHeight: number;
  screenWidth: number;
  screenHeight: number;
  url: string;
  title: string;
  itemId?: string;
  collectionId?: string;
  /** SPEC.md §3 analytics event kind: 1 for a page view. */
  recordType: number;
  localStorageSupported: boolean;
  queryString: string;
  referrer: string;
}

export function buildHitData(context: PageContext, page: PageSnapshot): HitData {
  const hit: HitData = {
    websiteId: context.website.id,
    templateId: templateIdOf(context),
    website_locale: websiteLocaleOf(context, page),
    userAgent: page.userAgent,
    clientDate: new Date(page.now).toISOString(),
    viewportInnerWidth: page.viewportWidth,
    viewportInnerHeight: page.viewportHeight,
    screenWidth: page.screenWidth,
    screenHeight: page.screenHeight,
    url: page.href,
    title: page.title,
    recordType: EVENT_PAGE_VIEW,
    localStorageSupported: page.localStorageSupported,
    queryString: page.search,
    referrer: page.referrer,
  };
  if (context.item?.id) hit.itemId = context.item.id;
  if (context.collection?.id) hit.collectionId = context.collection.id;
  return hit;
}

/** POST /api/census/RecordHit form (SPEC.md §7): event, data (JSON), ss_cvr. */
export function buildHitForm(hit: HitData, visitorCookie: string): { event: string; data: string; ss_cvr: string } {
  return { event: PAGE_VIEW_EVENT, data: JSON.stringify(hit), ss_cvr: visitorCookie };
}

type Scalar = string | number | boolean | null | undefined;

/**
 * SPEC.md §3 "event common fields": actor, action, event_owner_team, event_source and
 * object_type are required strings (the owner team and source default to cms and WEB); the
 * optional object, indirect object, product area, page and section fields, member account id
 * and locale are free (object_id, indirect_object_type, product_area, page_name, ...).
 */
export interface EventFields {
  actor: string;
  action: string;
  object_type: string;
  event_owner_team?: string;
  event_source?: EventSource;
  [field: string]: Scalar;
}

/** SPEC.md §3 "Generic event context". */
export interface EventContext {
  websiteId: string;
  templateId: string;
  variantId: string;
  memberAccountId: string;
  pagePath: string;
  pageHash: string;
  member_locale: string;
  website_locale: string;
}

export function buildEventContext(context: PageContext, page: PageSnapshot): EventContext {
  return {
    websiteId: context.website.id,
    templateId: templateIdOf(context),
    variantId: settingString(context, CONTEXT_EXTRA_FIELDS.variantId),
    memberAccountId: settingString(context, CONTEXT_EXTRA_FIELDS.memberAccountId),
    pagePath: page.pathname,
    pageHash: page.hash,
    member_locale: page.language,
    website_locale: websiteLocaleOf(context, page),
  };
}

/** SPEC.md §7 "extra properties" of every cms_v7 event. */
export interface ExtraProperties {
  frame_url: string;
  effective_connection_speed: string;
  selected_template_identifier: string;
  device_orientation: string;
  is_squarespace_app: boolean;
  display_mode: string;
}

/** SPEC.md §2: platform=mobile-app means the page is shown inside the native app. */
export function isNativeApp(search: string): boolean {
  return queryOf(search).get('platform') === 'mobile-app';
}

/**
 * The page's query, read as contracts/query.ts parseQuery reads it (a leading `?` skipped, `+` a
 * space, malformed escapes kept, the first value of a repeated key): the services read a few
 * known keys and take URLSearchParams, which does the same, rather than a copy of the parser
 * (issue 13 item 6: bytes on every page).
 */
function queryOf(search: string): URLSearchParams {
  return new URLSearchParams(typeof search === 'string' ? search : '');
}

export function buildExtraProperties(context: PageContext, page: PageSnapshot): ExtraProperties {
  return {
    frame_url: page.href,
    effective_connection_speed: page.effectiveConnectionType,
    selected_template_identifier: templateIdOf(context),
    device_orientation: page.orientation,
    is_squarespace_app: isNativeApp(page.search),
    display_mode: page.displayMode,
  };
}

/** The required event fields are non-empty strings. */
export function isValidEvent(fields: unknown): fields is EventFields {
  if (typeof fields !== 'object' || fields === null) return false;
  const f = fields as Record<string, unknown>;
  return ['actor', 'action', 'object_type'].every((key) => typeof f[key] === 'string' && f[key] !== '');
}

/** POST /api/v1/events body (SPEC.md §7): commonData and customData are JSON strings. */
export interface EventsBody {
  analyticsId: string;
  commonData: string;
  customData: string;
  customSchemaName: string;
}

/**
 * commonData: the generic event context, the session and the common fields (the caller's
 * fields win over the defaults); customData: the extra properties plus the event's own data.
 */
export function buildEventsBody(input: {
  analyticsId: string;
  context: PageContext;
  page: PageSnapshot;
  session: SessionInfo;
  fields: EventFields;
  custom?: Record<string, unknown>;
}): EventsBody {
  const common = {
    ...buildEventContext(input.context, input.page),
    ...input.session,
    event_owner_team: EVENT_OWNER_TEAM,
    event_source: SOURCE_WEB,
    ...input.fields,
  };
  const custom = { ...buildExtraProperties(input.context, input.page), ...input.custom };
  return {
    analyticsId: input.analyticsId,
    commonData: JSON.stringify(common),
    customData: JSON.stringify(custom),
    customSchemaName: CUSTOM_SCHEMA_NAME,
  };
}

/** The page-view event sent to the events service alongside the census hit (our naming). */
export const PAGE_VIEW_FIELDS: EventFields = { actor: 'visitor', action: 'view', object_type: 'page' };

/** SPEC.md §3 "Landing tracking parameters", for GET /api/track/Track. */
export interface TrackParams {
  source?: string;
  campaign?: string;
  subcampaign?: string;
  channel?: string;
  subchannel?: string;
  refer?: string;
  variation?: string;
  mkwid?: string;
  landing: string;
  random: string;
  lang?: string;
  screen: string;
}

/** Marketing parameters come from the landing page's query, under the same names. */
const FROM_QUERY = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'] as const;

/** Empty values are left out so the request stays short. `random` is a cache-busting key. */
export function buildTrackParams(page: PageSnapshot, random: string): TrackParams {
  const query = queryOf(page.search);
  const params: TrackParams = { landing: page.href, random, screen: `${page.screenWidth}x${page.screenHeight}` };
  for (const key of FROM_QUERY) {
    const value = query.get(key);
    if (value) params[key] = value;
  }
  if (page.referrer) params.refer = page.referrer;
  if (page.language) params.lang = page.language;
  return params;
}

/** SPEC.md §3 "Button tracking" (the visitor cookie is added by the sender). */
export interface ButtonTracking {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment?: string;
  size?: string;
  newWindow?: boolean;
  context?: string;
}

/** A button's tracking record from any script (an event's detail, an element's property), checked. */
export function isButtonTracking(value: unknown): value is ButtonTracking {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && v.id !== '' && typeof v.buttonText === 'string' && typeof v.clickthroughUrl === 'string';
}

export function buildButtonPayload(button: ButtonTracking, visitorCookie: string): ButtonTracking & { visitorCookie: string } {
  return {
    id: String(button.id),
    buttonText: String(button.buttonText ?? ''),
    clickthroughUrl: String(button.clickthroughUrl ?? ''),
    alignment: button.alignment ?? '',
    size: button.size ?? '',
    newWindow: button.newWindow === true,
    context: button.context ?? '',
    visitorCookie,
  };
}

/** POST /api/census/form-render (SPEC.md §7). */
export function buildFormRenderPayload(formId: string, visitorCookie: string): { formId: string; visitorCookie: string } {
  return { formId: String(formId), visitorCookie };
}

/** POST /api/census/overlay (SPEC.md §7 "overlay event, visitorCookie"). */
export function buildOverlayPayload(event: string, visitorCookie: string): { event: string; visitorCookie: string } {
  return { event: String(event), visitorCookie };
}
