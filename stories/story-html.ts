/**
 * Stories show each element upgrading real server HTML, as a page would send it.
 * The markup is a fixed, trusted string of the story itself (never user input).
 */
export function serverHtml(html: string): HTMLElement {
  const template = document.createElement('template');
  template.setHTMLUnsafe(html.trim());
  const wrapper = document.createElement('div');
  wrapper.append(template.content);
  return wrapper;
}
