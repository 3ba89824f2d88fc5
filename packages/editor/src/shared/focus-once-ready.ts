/**
 * Focuses a block element once it has rendered (`data-sqs-state="ready"`, CONTRACT.md §4): before,
 * its shadow root holds nothing to take the focus, and `focus()` would do nothing. `stillWanted`
 * is asked at that moment (the visitor may have closed what asked for the focus meanwhile).
 */
export function focusOnceReady(element: HTMLElement, stillWanted: () => boolean): void {
  const state = () => element.getAttribute('data-sqs-state');
  if (state() === 'ready') return element.focus();
  const observer = new MutationObserver(() => {
    if (state() !== 'ready' && state() !== 'error') return;
    observer.disconnect();
    if (state() === 'ready' && stillWanted()) element.focus();
  });
  observer.observe(element, { attributes: true, attributeFilter: ['data-sqs-state'] });
}
