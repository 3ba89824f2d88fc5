/**
 * The /map demo page's own script (not part of the library). Runs before the runtime (module
 * scripts run in document order) and applies the page's query to its context:
 * `?consent=restrictive` turns on a restrictive cookie policy with the banner, so the maps wait
 * behind the click-to-load placeholder; `?tiles=broken` points the maps at the stand-in's
 * failing tile set (every tile answers 500), to show the address stays readable.
 * An external file because the demo runs under a strict CSP.
 */
const script = document.getElementById('sqs-page-context');
const query = new URLSearchParams(location.search);
if (script) {
  const context = JSON.parse(script.textContent);
  if (query.get('consent') === 'restrictive') {
    context.websiteSettings.cookieSettings = {
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
    };
  }
  if (query.get('tiles') === 'broken') context.websiteSettings.mapTiles.url = '/assets/tiles/broken/{z}/{x}/{y}.png';
  // A text node, not textContent: on a page that requires Trusted Types, a script element's
  // text is a sink even for JSON (as in chrome-consent-demo.js).
  script.replaceChildren(document.createTextNode(JSON.stringify(context)));
}
