/**
 * The services demo pages' own script (a site's template code, not part of the library):
 * a stand-in cookie banner that stores the decision the way SPEC.md §4 says (cookie
 * `ss_cookie_consent` = 'true' or 'false', 30 days, path /) and announces it with the
 * `sqs-consent-change` event the runtime's analytics listens to; and buttons that make
 * the error reporter and performance metrics do something to look at.
 * An external file because the demo pages run under a strict CSP (no inline script).
 */
const CONSENT_COOKIE = 'ss_cookie_consent';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

function consent() {
  const match = document.cookie.match(/(?:^|;\s*)ss_cookie_consent=([^;]*)/);
  return match ? match[1] : '';
}

function decide(accepted) {
  document.cookie = `${CONSENT_COOKIE}=${accepted}; Max-Age=${THIRTY_DAYS_S}; Path=/; SameSite=Lax`;
  window.dispatchEvent(new CustomEvent('sqs-consent-change', { detail: { consent: accepted ? 'granted' : 'declined' } }));
  render();
}

function render() {
  const banner = document.getElementById('consent-banner');
  const status = document.getElementById('consent-status');
  const value = consent();
  if (banner) banner.hidden = value === 'true' || value === 'false';
  if (status) status.textContent = value === 'true' ? 'accepted' : value === 'false' ? 'declined' : 'not decided yet';
}

async function showCounts() {
  const out = document.getElementById('stored-counts');
  if (!out) return;
  const kinds = ['hit', 'event', 'track', 'js-error', 'performance', 'logout'];
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      try {
        const response = await fetch(`/api/dev/events?kind=${kind}`);
        const { events } = await response.json();
        return `${kind}: ${events.length}`;
      } catch {
        return `${kind}: ?`;
      }
    }),
  );
  out.textContent = counts.join(' · ');
}

const actions = {
  accept: () => decide(true),
  decline: () => decide(false),
  'forget-consent': () => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    render();
  },
  'throw-one': () => {
    setTimeout(() => {
      throw new Error('Demo error from the services page');
    });
  },
  'throw-many': () => {
    for (let i = 0; i < 100; i++) {
      setTimeout(() => {
        throw new Error(`Demo error ${i + 1} of 100`);
      });
    }
  },
  'reject-one': () => {
    void Promise.reject(new Error('Demo unhandled rejection'));
  },
  'rum-mark': () => performance.mark('rum-demo-click', { detail: { at: new Date().toISOString() } }),
  'show-counts': () => void showCounts(),
};

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-action]') : null;
  const action = button && actions[button.getAttribute('data-action')];
  if (action) action();
});

render();
