/**
 * The host every bar lives on: a `<div data-sqs-<name>>` with an open shadow root styled by
 * a constructable sheet (no inline styles: strict CSP), themed through custom properties and
 * `::part`.
 */
export function barHost(doc: Document, name: string, css: string): { host: HTMLElement; root: ShadowRoot } {
  const host = doc.createElement('div');
  host.setAttribute(`data-sqs-${name}`, '');
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [sheet];
  return { host, root };
}

/** An element with an optional part name and text. */
export function make<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, part?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (part) node.setAttribute('part', part);
  if (text) node.textContent = text;
  return node;
}
