/**
 * The cookie-banner demo page's own script (not part of the library). Runs before the
 * runtime (module scripts run in document order): applies the variant links' query
 * (variant, position, theme, cta, accept, text, acceptText, declineText, restrictive) to the
 * page context, so one page shows every variant. Then shows the stored decision and the
 * restricted cookies this page can see, and can set those cookies or forget the decision.
 * An external file because the demo runs under a strict CSP.
 */
const RESTRICTED = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];
const FIELDS = {
  variant: 'cookieBannerVariant',
  position: 'cookieBannerPosition',
  theme: 'cookieBannerTheme',
  cta: 'cookieBannerCtaVariant',
  accept: 'cookieBannerAcceptType',
  text: 'cookieBannerText',
  acceptText: 'cookieBannerCtaText',
  declineText: 'cookieBannerOptOutCtaText',
};

const script = document.getElementById('sqs-page-context');
const query = new URLSearchParams(location.search);
if (script) {
  const context = JSON.parse(script.textContent);
  const settings = context.websiteSettings.cookieSettings;
  for (const [param, field] of Object.entries(FIELDS)) if (query.has(param)) settings[field] = query.get(param);
  if (query.get('restrictive') === 'false') settings.isRestrictiveCookiePolicyEnabled = false;
  // A text node, not textContent: on a page that requires Trusted Types, a script element's
  // text is a sink even for JSON, while its child nodes are checked only when it would run.
  script.replaceChildren(document.createTextNode(JSON.stringify(context)));
}

const names = () =>
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);

function render() {
  const value = document.cookie.match(/(?:^|;\s*)ss_cookie_consent=([^;]*)/)?.[1];
  const status = document.getElementById('consent-status');
  const restricted = document.getElementById('restricted-cookies');
  if (status) status.textContent = value === 'true' ? 'accepted (true)' : value === 'false' ? 'declined (false)' : 'not decided yet';
  if (restricted) restricted.textContent = names().filter((name) => RESTRICTED.includes(name)).join(', ') || 'none';
}

document.addEventListener('click', (event) => {
  const action = event.target instanceof Element ? event.target.closest('[data-action]')?.getAttribute('data-action') : null;
  if (action === 'plant') {
    for (const name of RESTRICTED) {
      document.cookie = `${name}=demo; Path=/; SameSite=Lax`;
      document.cookie = `${name}=demo; Path=/chrome-consent; SameSite=Lax`;
    }
    render();
  } else if (action === 'forget') {
    document.cookie = 'ss_cookie_consent=; Max-Age=0; Path=/';
    location.reload();
  }
});
window.addEventListener('sqs-consent-change', () => setTimeout(render));
setInterval(render, 1000); // analytics writes its cookies when it starts after an accept

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render, { once: true });
else render();
