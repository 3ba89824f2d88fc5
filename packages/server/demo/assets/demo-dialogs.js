/**
 * The dialogs demo page's own script (a site's template code, not part of the library):
 * buttons that send the window events the runtime's dialogs listen to (`sqs-system-error`,
 * `sqs-toast`), and, when the runtime exports its dialogs API (`dialogs()`), a confirmation.
 * An external file because the demo pages run under a strict CSP (no inline script).
 */
const SYSTEM_ERRORS = {
  generic: { generic: true },
  network: { kind: 'network', url: '/api/commerce/cart' },
  details: { url: '/api/widget/GetWidgetRendering', format: 'json', error: 'Widget type not supported', errorKey: 'ERR-7F2A' },
  authorization: { status: 401, message: 'Unauthorized request' },
};

const systemError = (name) => window.dispatchEvent(new CustomEvent('sqs-system-error', { detail: SYSTEM_ERRORS[name] ?? {} }));
const toast = (message, duration) => window.dispatchEvent(new CustomEvent('sqs-toast', { detail: { message, duration } }));

for (const button of document.querySelectorAll('[data-demo-system-error]')) {
  button.addEventListener('click', () => systemError(button.dataset.demoSystemError));
}
for (const button of document.querySelectorAll('[data-demo-toast]')) {
  button.addEventListener('click', () => {
    if (button.dataset.demoToast === 'three') {
      toast('Saved');
      toast('Link copied');
      toast('This one stays for 5 seconds', 5000);
    } else {
      toast('Added to cart');
    }
  });
}

// The runtime's dialogs start a moment after the page loads: announce the error then.
const arrival = new URLSearchParams(location.search).get('demoSystemError');
if (arrival !== null) {
  const announce = () => setTimeout(() => systemError(arrival || 'generic'), 300);
  if (document.readyState === 'complete') announce();
  else window.addEventListener('load', announce, { once: true });
}

const runtime = await import('/dist/runtime.js');
const confirmButtons = document.querySelectorAll('[data-demo-confirm]');
const answer = document.getElementById('confirm-answer');
if (typeof runtime.dialogs === 'function') {
  for (const button of confirmButtons) {
    button.addEventListener('click', async () => {
      const { confirmDialog, showToast } = await runtime.dialogs();
      const options =
        button.dataset.demoConfirm === 'reject'
          ? { title: 'Save your changes?', message: 'Your edits to this page are not saved yet.', confirmText: 'Save', rejectText: "Don't save", cancelText: 'Keep editing' }
          : { title: 'Delete file?', message: "This can't be undone. Make sure to update all links to this file." };
      const result = await confirmDialog(options);
      answer.textContent = `Answer: ${result}`;
      if (result === 'confirm') showToast(button.dataset.demoConfirm === 'reject' ? 'Saved' : 'File deleted');
    });
  }
} else {
  for (const button of confirmButtons) button.disabled = true;
  document.getElementById('confirm-note').hidden = false;
}
