/**
 * Dialogs and tooltips on every page (issue 6 item 4). This module only decides what the
 * page needs; each UI is its own chunk, imported when needed:
 *  - `logout=true` in the address (SPEC.md §2): the 'Logout Successful' information dialog,
 *    once: its chunk removes the flag from the address with history.replaceState, so a
 *    reload does not show it again;
 *  - a `sqs-system-error` event on the window (the data layer announces `authorizationFail`
 *    with it, data/api-client.ts; a site may too): the system error overlay (SPEC.md §8);
 *  - a `sqs-toast` event on the window, detail `{message, duration?}` or the text: an information toast
 *    (SPEC.md §9), so other features and site code can show one without importing this folder;
 *  - elements with `data-sqs-tooltip` present at start: tooltips (SPEC.md §5 "Tooltips do
 *    nothing with no target nodes"). Checked once, without a MutationObserver; a page that
 *    adds targets later calls `startTooltips()` from dialogs-api.ts.
 */
import { isLogoutReturn } from '../../contracts/logout-return';
import { on } from '../../events';
import { report } from '../../report';
import type { ChromeEnv } from '../chrome-env';


export function startDialogs(env: ChromeEnv): () => void {
  const { window: win, document: doc } = env;
  const stops: Array<() => void> = [];
  let stopped = false;
  // One import promise per chunk, so toasts sent together are shown in the order sent.
  const imports = new Map<string, Promise<unknown>>();
  const load = <M>(what: string, importer: () => Promise<M>, use: (module: M) => void | (() => void)) => {
    let module = imports.get(what) as Promise<M> | undefined;
    if (!module) imports.set(what, (module = importer()));
    module
      .then((loaded) => {
        const stop = stopped ? undefined : use(loaded);
        if (stop) stops.push(stop);
      })
      .catch((error: unknown) => {
        imports.delete(what); // a later event may try again
        report({ source: 'dialogs', message: `The ${what} could not load`, error });
      });
  };

  if (isLogoutReturn(win.location.search)) load('logout notice', () => import('./logout-notice'), (m) => m.showLogoutNotice(doc));
  // Details come from any script on the page: each module reads them as unknown.
  stops.push(
    on(win, 'sqs-system-error', ({ detail }) => load('system error overlay', () => import('./system-error'), (m) => m.systemErrorFor(detail, doc))),
    on(win, 'sqs-toast', ({ detail }) => load('toast', () => import('./toast'), (m) => m.toastFor(detail, doc))),
  );
  if (doc.querySelector('[data-sqs-tooltip]')) load('tooltips', () => import('./tooltips'), (m) => m.startTooltips(doc));

  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
  };
}
