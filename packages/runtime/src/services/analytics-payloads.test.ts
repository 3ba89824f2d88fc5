import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../contracts/query';
import { defaultPageContext, normalisePageContext } from '../page/page-context';
import {
  buildButtonPayload,
  buildEventContext,
  buildEventsBody,
  buildExtraProperties,
  buildFormRenderPayload,
  buildHitData,
  buildHitForm,
  buildOverlayPayload,
  buildTrackParams,
  CUSTOM_SCHEMA_NAME,
  isButtonTracking,
  isNativeApp,
  isValidEvent,
  PAGE_VIEW_FIELDS,
  type PageSnapshot,
} from './analytics-payloads';

const page: PageSnapshot = {
  href: 'https://site.example/shop/p?source=mail&campaign=spring#top',
  pathname: '/shop/p',
  search: '?source=mail&campaign=spring',
  hash: '#top',
  title: 'Product',
  referrer: 'https://ref.example/',
  userAgent: 'UA/1.0',
  language: 'fr-FR',
  documentLang: 'en-US',
  viewportWidth: 1280,
  viewportHeight: 720,
  screenWidth: 1920,
  screenHeight: 1080,
  localStorageSupported: true,
  now: Date.UTC(2024, 0, 2, 3, 4, 5),
  effectiveConnectionType: '4g',
  orientation: 'landscape',
  displayMode: 'browser',
};

const context = normalisePageContext({
  website: { id: 'site-1' },
  websiteSettings: { templateId: 'tpl-9', templateVariantId: 'v2', websiteLocale: 'de-DE', memberAccountId: 'm-7' },
  collection: { id: 'col-1' },
  item: { id: 'item-1' },
});

describe('buildHitData (SPEC.md §3 "Hit data")', () => {
  it('carries every field the spec lists', () => {
    expect(buildHitData(context, page)).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-9',
      website_locale: 'de-DE',
      userAgent: 'UA/1.0',
      clientDate: '2024-01-02T03:04:05.000Z',
      viewportInnerWidth: 1280,
      viewportInnerHeight: 720,
      screenWidth: 1920,
      screenHeight: 1080,
      url: page.href,
      title: 'Product',
      itemId: 'item-1',
      collectionId: 'col-1',
      recordType: 1,
      localStorageSupported: true,
      queryString: '?source=mail&campaign=spring',
      referrer: 'https://ref.example/',
    });
  });

  it('leaves out the item and collection when the page has none, and falls back to <html lang>', () => {
    const hit = buildHitData(defaultPageContext(), page);
    expect(hit).not.toHaveProperty('itemId');
    expect(hit).not.toHaveProperty('collectionId');
    expect(hit.website_locale).toBe('en-US');
    expect(hit.templateId).toBe('');
  });

  it('makes the RecordHit form: event, data as JSON, ss_cvr', () => {
    const form = buildHitForm(buildHitData(context, page), 'cvr-1');
    expect(form.event).toBe('View');
    expect(form.ss_cvr).toBe('cvr-1');
    expect(JSON.parse(form.data)).toEqual(buildHitData(context, page));
  });
});

describe('events service body (SPEC.md §7 POST /api/v1/events)', () => {
  const session = { sessionId: 's-1', isFirstSession: true, isFirstLanding: false };

  it('sends cms_v7 with the common fields, generic context and session in commonData', () => {
    const body = buildEventsBody({ analyticsId: 'a-1', context, page, session, fields: PAGE_VIEW_FIELDS, custom: { extra: 1 } });
    expect(body.analyticsId).toBe('a-1');
    expect(body.customSchemaName).toBe(CUSTOM_SCHEMA_NAME);
    expect(CUSTOM_SCHEMA_NAME).toBe('cms_v7');
    expect(JSON.parse(body.commonData)).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-9',
      variantId: 'v2',
      memberAccountId: 'm-7',
      pagePath: '/shop/p',
      pageHash: '#top',
      member_locale: 'fr-FR',
      website_locale: 'de-DE',
      sessionId: 's-1',
      isFirstSession: true,
      isFirstLanding: false,
      event_owner_team: 'cms',
      event_source: 'WEB',
      actor: 'visitor',
      action: 'view',
      object_type: 'page',
    });
    expect(JSON.parse(body.customData)).toEqual({
      frame_url: page.href,
      effective_connection_speed: '4g',
      selected_template_identifier: 'tpl-9',
      device_orientation: 'landscape',
      is_squarespace_app: false,
      display_mode: 'browser',
      extra: 1,
    });
  });

  it("lets the caller's fields override the defaults", () => {
    const body = buildEventsBody({
      analyticsId: 'a',
      context,
      page,
      session,
      fields: { actor: 'v', action: 'click', object_type: 'button', event_source: 'IOS', object_id: 'b1' },
    });
    expect(JSON.parse(body.commonData)).toMatchObject({ event_source: 'IOS', object_id: 'b1', event_owner_team: 'cms' });
  });

  it('validates the required fields', () => {
    expect(isValidEvent(PAGE_VIEW_FIELDS)).toBe(true);
    expect(isValidEvent({ actor: 'a', action: 'b' })).toBe(false);
    expect(isValidEvent({ actor: '', action: 'b', object_type: 'c' })).toBe(false);
    expect(isValidEvent(null)).toBe(false);
    expect(isValidEvent('x')).toBe(false);
  });

  it('knows the native app from platform=mobile-app', () => {
    expect(isNativeApp('?platform=mobile-app')).toBe(true);
    expect(isNativeApp('?platform=web')).toBe(false);
    expect(isNativeApp('')).toBe(false);
    expect(buildExtraProperties(context, { ...page, search: '?platform=mobile-app' }).is_squarespace_app).toBe(true);
  });

  it('property: commonData and customData are always JSON objects that round-trip', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (title, hash, custom) => {
        const body = buildEventsBody({ analyticsId: 'a', context, page: { ...page, title, hash }, session, fields: PAGE_VIEW_FIELDS, custom });
        const common = JSON.parse(body.commonData);
        expect(common.pageHash).toBe(hash);
        expect(typeof JSON.parse(body.customData)).toBe('object');
      }),
    );
  });

  it('builds the generic event context', () => {
    expect(buildEventContext(defaultPageContext(), page)).toEqual({
      websiteId: '',
      templateId: '',
      variantId: '',
      memberAccountId: '',
      pagePath: '/shop/p',
      pageHash: '#top',
      member_locale: 'fr-FR',
      website_locale: 'en-US',
    });
  });
});

describe('buildTrackParams (SPEC.md §3 landing tracking parameters)', () => {
  it('takes the marketing parameters from the query and the rest from the page', () => {
    expect(buildTrackParams({ ...page, search: '?source=mail&campaign=spring&subcampaign=s&channel=c&subchannel=sc&variation=v&mkwid=k&x=1' }, 'r1')).toEqual({
      source: 'mail',
      campaign: 'spring',
      subcampaign: 's',
      channel: 'c',
      subchannel: 'sc',
      variation: 'v',
      mkwid: 'k',
      refer: 'https://ref.example/',
      landing: page.href,
      random: 'r1',
      lang: 'fr-FR',
      screen: '1920x1080',
    });
  });

  it('leaves empty values out', () => {
    expect(buildTrackParams({ ...page, search: '?source=', referrer: '', language: '' }, 'r')).toEqual({
      landing: page.href,
      random: 'r',
      screen: '1920x1080',
    });
  });

  it('property: every marketing value given in the query comes through unchanged', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        const search = `?campaign=${encodeURIComponent(value)}`;
        const expected = parseQuery(search).campaign;
        expect(buildTrackParams({ ...page, search }, 'r').campaign).toBe(expected || undefined);
      }),
    );
  });
});

describe('the services read the query as contracts/query.ts does (URLSearchParams, issue 13 item 6)', () => {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;
  // Query text made of the characters that matter: separators, '+', escapes good and malformed.
  const queryText = fc.array(fc.constantFrom('campaign', 'platform', '=', '&', '+', '%', '%2', '%41', '%E2%82%AC', '%FF', 'a', ' ', '?', 'mobile-app'), { maxLength: 24 }).map((parts) => parts.join(''));

  it('property: the same marketing value and the same native-app answer for any query text', () => {
    fc.assert(
      fc.property(queryText, (search) => {
        const parsed = parseQuery(search);
        expect(buildTrackParams({ ...page, search }, 'r').campaign).toBe(first(parsed.campaign));
        expect(isNativeApp(search)).toBe(first(parsed.platform) === 'mobile-app');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('census payloads (SPEC.md §7)', () => {
  it('button tracking carries the spec fields and the visitor cookie', () => {
    expect(buildButtonPayload({ id: 'b1', buttonText: 'Buy', clickthroughUrl: '/shop', size: 'large', newWindow: true }, 'cvr')).toEqual({
      id: 'b1',
      buttonText: 'Buy',
      clickthroughUrl: '/shop',
      alignment: '',
      size: 'large',
      newWindow: true,
      context: '',
      visitorCookie: 'cvr',
    });
  });

  it('form render and overlay', () => {
    expect(buildFormRenderPayload('f1', 'cvr')).toEqual({ formId: 'f1', visitorCookie: 'cvr' });
    expect(buildOverlayPayload('close', '')).toEqual({ event: 'close', visitorCookie: '' });
  });
});

describe('isButtonTracking (a button record from the page, issue 14)', () => {
  it('takes a record with an id, a text and a URL, and refuses the rest', () => {
    expect(isButtonTracking({ id: 'b1', buttonText: 'Book', clickthroughUrl: '/book' })).toBe(true);
    for (const bad of [null, 1, 'b1', {}, { id: '', buttonText: '', clickthroughUrl: '' }, { id: 'a', buttonText: 1, clickthroughUrl: '' }]) expect(isButtonTracking(bad)).toBe(false);
  });
});
