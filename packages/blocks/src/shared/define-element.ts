/**
 * Registration, the only side effect of a `*.define.ts` entry. Importing an element
 * file twice (two script tags, two bundles) must be harmless.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, constructor);
}
