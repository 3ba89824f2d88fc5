/**
 * Registration, the only side effect of a chrome element's `*.define.ts` entry, and what the
 * runtime's show functions call before they create one. Harmless twice (two script tags, the
 * runtime and a template's own import of `dist/elements/<tag>.js`), like the blocks' own
 * (packages/blocks/src/shared/define-element.ts, which the runtime cannot import).
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, constructor);
}
