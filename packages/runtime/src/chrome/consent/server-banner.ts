/**
 * A cookie banner the site's server wrote (README "Server HTML for a cookie banner"): a
 * `<dialog open data-sqs-cookie-banner>` whose `<form method="dialog">` has buttons valued
 * `accept` and `decline`. The browser closes it on a tap with no script at all, so a visitor's
 * tap is answered from the first paint on a slow phone (issue 13: the banner answered a tap only
 * once Lit and its element had come). This code, when it comes, stores the decision the dialog
 * closed with, exactly once, whether the tap came before it or after: the runtime then shows no
 * banner of its own.
 */
import { setConsent } from '../../consent/consent-store';
import { emit } from '../../events';

/** SPEC.md §4: accept stores true, decline false; then `sqs-cookie-banner-decision` on `target`. */
export function recordDecision(win: Window, target: EventTarget, granted: boolean, restrictive: boolean): void {
  emit(target, 'sqs-cookie-banner-decision', { consent: setConsent(win, granted, { restrictive }) });
}

/** Stores the server banner's decision when it closes with one (or now, if it has); returns its removal. */
export function adoptServerBanner(win: Window, dialog: HTMLDialogElement, restrictive: boolean): () => void {
  const decide = () => {
    const answer = dialog.returnValue;
    // Closed some other way (a script of the site's): no decision, and the banner asks again next page.
    if (answer !== 'accept' && answer !== 'decline') return;
    // Removed at once: it closes no more.
    recordDecision(win, dialog, answer === 'accept', restrictive);
    dialog.remove();
  };
  dialog.addEventListener('close', decide);
  if (!dialog.open) decide();
  return () => dialog.remove();
}
