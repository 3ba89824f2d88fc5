/**
 * A "stage" for the chrome's stories: a box that is the containing block of the elements'
 * fixed positioning (transform), so each story, and a docs page with every story at once,
 * shows the banner, the bars, the badge or the toasts where they would sit in a window,
 * without covering Storybook.
 */
import { html, render, type TemplateResult } from 'lit';

const sheet = new CSSStyleSheet();
sheet.replaceSync(`
  .chrome-stage { position: relative; transform: translateZ(0); height: 320px; overflow: hidden;
    border: 1px solid #c9c9c9; background: #fafafa; font-family: system-ui, sans-serif; }
  .chrome-stage main { padding: 16px 24px; color: #333; }
  .chrome-stage output { display: block; padding: 0 24px; font-weight: 600; }
`);

export function adoptSheet(extra?: CSSStyleSheet): void {
  const wanted = extra ? [sheet, extra] : [sheet];
  document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => !wanted.includes(s)), ...wanted];
}

/** The page behind the chrome, with the element(s) first on it (or last); `note` says what to look for. */
export function stage(chrome: TemplateResult, note: string, className = '', last = false): TemplateResult {
  adoptSheet();
  const page = html`<main><h2>Harbour Café</h2><p>${note}</p></main><output aria-live="polite"></output>`;
  return html`<div class="chrome-stage ${className}">${last ? page : chrome}${last ? chrome : page}</div>`;
}

/** Writes what an element announced into its stage's output. */
export function showIn(event: Event, text: string): void {
  const output = (event.target as Element).closest('.chrome-stage')?.querySelector('output');
  if (output) output.textContent = text;
}

/** The same stage as an element, for stories where the runtime's own code places the chrome on it. */
export function stageElement(note: string): { wrapper: HTMLElement; box: HTMLElement } {
  const wrapper = document.createElement('div');
  render(stage(html``, note), wrapper);
  return { wrapper, box: wrapper.querySelector<HTMLElement>('.chrome-stage')! };
}
