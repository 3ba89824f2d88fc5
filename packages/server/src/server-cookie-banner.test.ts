import { describe, expect, it } from 'vitest';
import { serverCookieBanner } from './server-cookie-banner';

const page = (cookieSettings: Record<string, unknown> | null) =>
  `<head><script type="application/json" id="sqs-page-context">${JSON.stringify(cookieSettings ? { websiteSettings: { cookieSettings } } : {})}</script></head>{{cookie-banner}}`;

describe('serverCookieBanner', () => {
  it('writes the dialog with the default texts (SPEC.md §9) when the page shows a banner and nothing is decided', () => {
    const html = serverCookieBanner(page({ isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'BUTTON' }), 'crumb=x');
    expect(html).toMatch(/^<dialog open data-sqs-cookie-banner [^>]*aria-label="Cookie consent"><form method="dialog">/);
    expect(html).toContain('<p>By using this website, you agree to our use of cookies.');
    expect(html).toContain('<button value="accept" class="accept">Accept</button><button value="decline" class="decline">Decline</button>');
  });

  it('writes nothing once a decision is stored, or when the banner is off', () => {
    const on = { isCookieBannerEnabled: true };
    expect(serverCookieBanner(page(on), 'a=1; ss_cookie_consent=false')).toBe('');
    expect(serverCookieBanner(page(on), 'ss_cookie_consent=true')).toBe('');
    expect(serverCookieBanner(page({ isCookieBannerEnabled: false }), undefined)).toBe('');
    expect(serverCookieBanner(page(null), undefined)).toBe('');
    expect(serverCookieBanner('<p>no context</p>', undefined)).toBe('');
    expect(serverCookieBanner('<script type="application/json" id="sqs-page-context">{not json</script>', undefined)).toBe('');
  });

  it("normalises as the runtime does (SPEC.md §5): an ICON accept is named, has no decline; the site's text is escaped", () => {
    const html = serverCookieBanner(page({ isCookieBannerEnabled: true, cookieBannerCtaVariant: 'ICON', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerText: '<img src=x onerror=alert(1)> & more', cookieBannerCtaText: 'OK "then"' }), undefined);
    expect(html).toContain('<p>&lt;img src=x onerror=alert(1)&gt; &amp; more</p>');
    expect(html).toContain('aria-label="OK &quot;then&quot;"');
    expect(html).not.toContain('value="decline"');
    expect(html).toContain('data-variant="BAR" data-position="BOTTOM" data-theme="DARK" data-cta="ICON"');
  });
});
