/**
 * Finds registered elements present now and added later. Mutations are coalesced
 * into at most one scan per animation frame, so a script adding 1,000 nodes costs one
 * query, not 1,000.
 */
export interface Discovery {
  stop(): void;
}

export function discover(
  root: Document | Element,
  selector: () => string,
  onFound: (element: Element) => void,
): Discovery {
  const seen = new WeakSet<Element>();
  let frame = 0;

  const scan = () => {
    frame = 0;
    const query = selector();
    if (!query) return;
    for (const element of root.querySelectorAll(query)) {
      if (seen.has(element)) continue;
      seen.add(element);
      onFound(element);
    }
  };

  const observer = new MutationObserver((records) => {
    if (frame) return;
    if (!records.some((record) => record.addedNodes.length > 0)) return;
    frame = requestAnimationFrame(scan);
  });
  observer.observe(root, { childList: true, subtree: true });
  scan();

  return {
    stop() {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    },
  };
}
