/** The focused element, looking into shadow roots: where a modal returns focus when it closes. */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active && 'focus' in active ? (active as HTMLElement) : null;
}
