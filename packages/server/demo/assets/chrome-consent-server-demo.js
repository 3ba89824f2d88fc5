/**
 * The server-written cookie banner demo page's own script (not part of the library): shows the
 * stored decision and can forget it. An external file because the demo runs under a strict CSP.
 */
function render() {
  const value = document.cookie.match(/(?:^|;\s*)ss_cookie_consent=([^;]*)/)?.[1];
  const status = document.getElementById('consent-status');
  if (status) status.textContent = value === 'true' ? 'accepted (true)' : value === 'false' ? 'declined (false)' : 'not decided yet';
}

document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-action="forget"]')) {
    document.cookie = 'ss_cookie_consent=; Max-Age=0; Path=/';
    location.reload();
  }
});
window.addEventListener('sqs-consent-change', () => setTimeout(render));
render();
