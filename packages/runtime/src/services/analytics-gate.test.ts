import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContributorRole, PageType } from '../contracts/enums';
import { defaultPageContext, normalisePageContext } from '../page/page-context';
import {
  analyticsDisabled,
  analyticsGate,
  gateInputFromContext,
  isConsentReason,
  isEditorPath,
  isSearchPage,
  shouldRecordPageView,
  shouldRunAnalytics,
  type AnalyticsGateInput,
} from './analytics-gate';
import { consentFromCookieValue, cookiePolicy, trackingCookiesAllowed, type Consent } from '../consent/consent-policy';

const anonymous: AnalyticsGateInput = {
  authenticated: false,
  roles: [],
  pathname: '/about',
  pageType: PageType.PAGE,
  disabled: false,
  consent: 'unknown',
  restrictive: false,
};
const gate = (over: Partial<AnalyticsGateInput>) => analyticsGate({ ...anonymous, ...over });

describe('analyticsGate (SPEC.md §6)', () => {
  it('runs for an anonymous visitor on a public page without a restrictive policy', () => {
    expect(gate({})).toEqual({ run: true, reason: 'ok' });
  });

  it('runs for an account whose only role is viewer, not for any other account', () => {
    expect(gate({ authenticated: true, roles: [ContributorRole.VIEWER] }).run).toBe(true);
    expect(gate({ authenticated: true, roles: [ContributorRole.VIEWER, ContributorRole.VIEWER] }).run).toBe(true);
    expect(gate({ authenticated: true, roles: [ContributorRole.VIEWER, ContributorRole.EDITOR] })).toEqual({ run: false, reason: 'account' });
    expect(gate({ authenticated: true, roles: [ContributorRole.ADMIN] }).reason).toBe('account');
    expect(gate({ authenticated: true, roles: [ContributorRole.SCHEDULING_VIEWER] }).reason).toBe('account');
    expect(gate({ authenticated: true, roles: [] }).reason).toBe('account');
  });

  it('never runs under /config, nor in a frame whose top window is the editor', () => {
    for (const pathname of ['/config', '/config/', '/config/design', '/config/pages/x']) {
      expect(gate({ pathname }).reason).toBe('editor');
    }
    expect(gate({ topPathname: '/config/' }).reason).toBe('editor');
    expect(gate({ pathname: '/configure' }).run).toBe(true);
    expect(gate({ pathname: '/blog/config' }).run).toBe(true);
    expect(gate({ topPathname: null }).run).toBe(true);
  });

  it('skips the not-found, lock-screen and member-area-access-denied pages', () => {
    for (const pageType of [PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED]) {
      expect(gate({ pageType }).reason).toBe('page-type');
    }
    for (const pageType of [PageType.PAGE, PageType.SEARCH, PageType.ERROR, PageType.CHECKOUT, PageType.CONTENT_ITEM]) {
      expect(gate({ pageType }).run).toBe(true);
    }
  });

  it('skips a site that disabled analytics', () => {
    expect(gate({ disabled: true })).toEqual({ run: false, reason: 'disabled' });
  });

  it('waits for consent under a restrictive policy; GPC counts as a decline there', () => {
    expect(gate({ restrictive: true, consent: 'unknown' }).reason).toBe('consent-unknown');
    expect(gate({ restrictive: true, consent: 'declined' }).reason).toBe('consent-declined');
    expect(gate({ restrictive: true, consent: 'granted' }).run).toBe(true);
    expect(gate({ restrictive: true, consent: 'granted', gpc: true }).reason).toBe('gpc');
    // Without a restrictive policy the banner's answer and GPC do not gate analytics.
    expect(gate({ restrictive: false, consent: 'declined', gpc: true }).run).toBe(true);
  });

  it('names the first refusing rule, so a consent refusal means everything else allowed it', () => {
    expect(gate({ authenticated: true, roles: [1], pathname: '/config', restrictive: true }).reason).toBe('account');
    expect(gate({ pathname: '/config', pageType: PageType.NOT_FOUND }).reason).toBe('editor');
    expect(gate({ pageType: PageType.NOT_FOUND, disabled: true }).reason).toBe('page-type');
    expect(gate({ disabled: true, restrictive: true }).reason).toBe('disabled');
  });

  const arbitraryInput = fc.record({
    authenticated: fc.boolean(),
    roles: fc.array(fc.constantFrom(...Object.values(ContributorRole)), { maxLength: 3 }),
    pathname: fc.oneof(fc.constantFrom('/', '/config', '/config/x', '/search', '/blog'), fc.webPath()),
    topPathname: fc.option(fc.constantFrom('/', '/config/', '/x'), { nil: null }),
    pageType: fc.constantFrom(...Object.values(PageType)),
    disabled: fc.boolean(),
    consent: fc.constantFrom<Consent>('granted', 'declined', 'unknown'),
    restrictive: fc.boolean(),
    gpc: fc.boolean(),
  });

  it('property: running implies every SPEC.md §6 condition holds', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const decision = analyticsGate(input);
        expect(decision.run).toBe(decision.reason === 'ok');
        if (!decision.run) return;
        expect(!input.authenticated || (input.roles.length > 0 && input.roles.every((r) => r === ContributorRole.VIEWER))).toBe(true);
        expect(isEditorPath(input.pathname) || isEditorPath(input.topPathname)).toBe(false);
        expect([100, 103, 106]).not.toContain(input.pageType);
        expect(input.disabled).toBe(false);
        if (input.restrictive) expect(input.consent === 'granted' && !input.gpc).toBe(true);
      }),
    );
  });

  it('property: a page view is recorded only where analytics runs, never on the search page', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        if (shouldRecordPageView(input)) {
          expect(shouldRunAnalytics(input)).toBe(true);
          expect(isSearchPage(input.pageType, input.pathname)).toBe(false);
        }
      }),
    );
  });
});

describe('shouldRecordPageView (SPEC.md §2 /search)', () => {
  it('records ordinary pages and not the search page, by type or path', () => {
    expect(shouldRecordPageView(anonymous)).toBe(true);
    expect(shouldRecordPageView({ ...anonymous, pageType: PageType.SEARCH })).toBe(false);
    expect(shouldRecordPageView({ ...anonymous, pathname: '/search' })).toBe(false);
    expect(shouldRecordPageView({ ...anonymous, pathname: '/search/' })).toBe(false);
    expect(shouldRecordPageView({ ...anonymous, pathname: '/search-tips' })).toBe(true);
    expect(shouldRecordPageView({ ...anonymous, disabled: true })).toBe(false);
  });
});

describe('consent helpers', () => {
  it('reads the consent cookie value of SPEC.md §4', () => {
    expect(consentFromCookieValue('true')).toBe('granted');
    expect(consentFromCookieValue('false')).toBe('declined');
    expect(consentFromCookieValue('')).toBe('unknown');
    expect(consentFromCookieValue(null)).toBe('unknown');
    expect(consentFromCookieValue('yes')).toBe('unknown');
  });

  it('tells consent refusals apart from the others', () => {
    expect(['consent-unknown', 'consent-declined', 'gpc'].every((r) => isConsentReason(r as never))).toBe(true);
    expect(['ok', 'account', 'editor', 'page-type', 'disabled'].some((r) => isConsentReason(r as never))).toBe(false);
  });

  it('allows tracking cookies only with consent under a restrictive policy, and never when disabled', () => {
    expect(trackingCookiesAllowed({ restrictive: false, consent: 'unknown' })).toBe(true);
    expect(trackingCookiesAllowed({ restrictive: true, consent: 'unknown' })).toBe(false);
    expect(trackingCookiesAllowed({ restrictive: true, consent: 'declined' })).toBe(false);
    expect(trackingCookiesAllowed({ restrictive: true, consent: 'granted' })).toBe(true);
    expect(trackingCookiesAllowed({ restrictive: true, consent: 'granted', gpc: true })).toBe(false);
    expect(trackingCookiesAllowed({ restrictive: false, consent: 'granted', analyticsCookiesDisabled: true })).toBe(false);
  });
});

describe('reading the page context', () => {
  it('takes the policy from cookieSettings, by either name (SPEC.md §3)', () => {
    const with_ = (cookieSettings: Record<string, unknown>) => cookiePolicy(normalisePageContext({ websiteSettings: { cookieSettings } }));
    expect(with_({})).toEqual({ restrictive: false, analyticsCookiesDisabled: false });
    expect(with_({ isRestrictiveCookiePolicyEnabled: true }).restrictive).toBe(true);
    expect(with_({ isRestrictiveCookiePolicyAbsolute: true }).restrictive).toBe(true);
    expect(with_({ isRestrictiveCookiePolicyEnabled: 'true' }).restrictive).toBe(false);
    expect(with_({ isAnalyticsCookiesDisabled: true }).analyticsCookiesDisabled).toBe(true);
  });

  it('reads websiteSettings.disableAnalytics as the off switch', () => {
    expect(analyticsDisabled(defaultPageContext())).toBe(false);
    expect(analyticsDisabled(normalisePageContext({ websiteSettings: { disableAnalytics: true } }))).toBe(true);
  });

  it('builds the gate input', () => {
    const context = normalisePageContext({
      authenticatedAccount: { id: 'a1' },
      websiteRoles: [10],
      pageType: 102,
      websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } },
    });
    expect(gateInputFromContext(context, { pathname: '/search', consent: 'granted', gpc: true })).toEqual({
      authenticated: true,
      roles: [10],
      pathname: '/search',
      topPathname: null,
      pageType: 102,
      disabled: false,
      consent: 'granted',
      restrictive: true,
      gpc: true,
    });
    expect(shouldRunAnalytics(gateInputFromContext(defaultPageContext(), { pathname: '/', consent: 'unknown' }))).toBe(true);
  });
});
