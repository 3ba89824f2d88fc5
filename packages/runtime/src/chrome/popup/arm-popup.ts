/**
 * The popup overlay once the page context has one (start-popup.ts): decides from the page,
 * the viewport and the visitor's record whether this page may show it (popup-rules.ts,
 * SPEC.md §4), waits for its trigger (a delay, or a scroll depth), and only then imports the
 * dialog. Returns the teardown.
 */
import { report } from '../../report';
import type { ChromeEnv } from '../chrome-env';
import { popupRecordStore } from './popup-record';
import { isScreenshotQuery } from '../../consent/consent-policy';
import { MOBILE_QUERY, pageSuppression, recordSuppression, scrolledPercent } from './popup-rules';
import { readPopupSettings } from './popup-settings';

export function armPopup(env: ChromeEnv): () => void {
  const { window: win, document: doc, context } = env;
  const settings = readPopupSettings(context.websiteSettings.popupOverlaySettings);
  const page = {
    pageType: context.pageType,
    collectionId: context.collection?.id ?? null,
    mobile: win.matchMedia(MOBILE_QUERY).matches,
    screenshot: isScreenshotQuery(win.location.search),
  };
  if (pageSuppression(settings, page)) return () => {};
  const records = popupRecordStore(win);
  if (recordSuppression(settings, records.read(), Date.now())) return () => {};

  let stopped = false;
  let close: (() => void) | null = null;
  const triggers = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const disarm = () => {
    triggers.abort();
    clearTimeout(timer);
  };

  const show = () => {
    if (stopped || triggers.signal.aborted) return;
    disarm();
    import('./popup-ui')
      .then((ui) => {
        if (!stopped) close = ui.openPopup({ window: win, document: doc, settings, records });
      })
      .catch((error: unknown) => report({ source: 'popup', message: 'The popup overlay could not be shown', error }));
  };

  if (settings.showOnScroll) {
    const check = () => {
      const root = doc.documentElement;
      if (scrolledPercent(win.scrollY, win.innerHeight, root.scrollHeight) >= settings.scrollPercentage) show();
    };
    win.addEventListener('scroll', check, { passive: true, signal: triggers.signal });
    check();
  }
  // With neither trigger set the popup shows at once rather than never.
  if (settings.showOnTimer || !settings.showOnScroll) timer = setTimeout(show, settings.timerDelayMs);

  return () => {
    stopped = true;
    disarm();
    close?.();
  };
}
