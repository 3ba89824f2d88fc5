/**
 * A button block's tracking record (SPEC.md §3 "Button tracking": id, buttonText,
 * clickthroughUrl, alignment, size, newWindow, context; the visitor cookie is added by
 * analytics). Pure: from the link's plain values and the block JSON, never from the DOM.
 */

/** The record's fields (the same shape as analytics' ButtonTracking, which the census sends). */
export interface ButtonTracking {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment: string;
  size: string;
  newWindow: boolean;
  context: string;
}

export interface ButtonSource {
  /** The element's id, if any. */
  elementId: string;
  /** The link's visible text. */
  text: string;
  /** The link's href as written in the server HTML (the resolved URL when there is none). */
  href: string;
  /** `target="_blank"` on the link. */
  newWindow: boolean;
  /** The parsed `data-block-json` (null when absent or malformed). */
  data: Readonly<Record<string, unknown>> | null;
  /** Attribute lookup for `alignment`, `size`, `context`, `button-id`. */
  attribute(name: string): string | null;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * A stable id when the block has none: the text and the URL, hashed (FNV-1a), so the same button
 * counts once per page and the same on every visit.
 */
export function fallbackButtonId(text: string, href: string): string {
  let hash = 0x811c9dc5;
  for (const ch of `${text}\u0000${href}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `button-${hash.toString(36)}`;
}

export function buttonTrackingOf(source: ButtonSource): ButtonTracking {
  const data = source.data ?? {};
  const pick = (key: string, attribute: string) => str(source.attribute(attribute)) || (Object.hasOwn(data, key) ? str(data[key]) : '');
  const text = source.text.replace(/\s+/g, ' ').trim();
  return {
    id: pick('id', 'button-id') || source.elementId || fallbackButtonId(text, source.href),
    buttonText: text.slice(0, 500),
    clickthroughUrl: source.href.slice(0, 2000),
    alignment: pick('alignment', 'alignment'),
    size: pick('size', 'size'),
    newWindow: source.newWindow,
    context: pick('context', 'context'),
  };
}
