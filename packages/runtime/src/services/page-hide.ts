/**
 * When the page is being left or hidden: what the site services' last sends wait for (the
 * performance records and the analytics traces, SPEC.md §7, §9). One copy for both, in
 * runtime-services, which analytics-page imports anyway.
 */

/**
 * Calls `onHide` when the page is being left or hidden (pagehide, or visibilitychange to
 * hidden: the last moment mobile browsers reliably give). Returns the unsubscribe function.
 */
export function watchPageHide(win: Pick<Window, 'addEventListener' | 'removeEventListener'>, doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>, onHide: () => void): () => void {
  const onPageHide = () => onHide();
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') onHide();
  };
  win.addEventListener('pagehide', onPageHide);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
