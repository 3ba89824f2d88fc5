/**
 * The popup demo pages' own script (not part of the library): shows what the popup overlay
 * stored in local storage and its last `sqs-popup-overlay` event, and forgets the record so
 * the popup can be tried again. An external file because the demo runs under a strict CSP.
 */
const RECORD_KEY = 'SS_POPUP_OVERLAY';

function showRecord() {
  const out = document.getElementById('popup-record');
  if (!out) return;
  let text = 'nothing';
  try {
    const raw = localStorage.getItem(RECORD_KEY);
    if (raw !== null) text = JSON.parse(raw).v ?? raw;
  } catch {
    text = 'unreadable';
  }
  out.textContent = text;
}

window.addEventListener('sqs-popup-overlay', (event) => {
  const out = document.getElementById('popup-event');
  if (out) out.textContent = `${event.detail.action} at ${new Date().toLocaleTimeString()}`;
  showRecord();
});

document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest('[data-action="forget-popup"]')) return;
  localStorage.removeItem(RECORD_KEY);
  location.reload();
});

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showRecord, { once: true });
else showRecord();
