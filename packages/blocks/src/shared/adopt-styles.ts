/**
 * Each element ships its CSS inside its module as a constructable stylesheet
 * (ARCHITECTURE.md "Styles"): nothing to link, and nothing a strict
 * Content-Security-Policy would block. One sheet per text, shared by every instance.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function adoptStyles(root: ShadowRoot, cssText: string): void {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
