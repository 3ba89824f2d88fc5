// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { fallbackReason } from '@sqs/runtime/contracts/block-data';
import { readAccordion, NO_ITEMS, type AccordionContent, UNTITLED_ITEM_TEXT, untitledItemTitle } from './accordion.read';


const content = (el: HTMLElement) => {
  const read = readAccordion(el);
  if (fallbackReason(read) !== null) throw new Error('kept the fallback');
  return read as AccordionContent;
};

function host(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<sqs-accordion>${html}</sqs-accordion>`, 'text/html');
  return doc.querySelector('sqs-accordion') as HTMLElement;
}

afterEach(() => setMessages({}));

describe('untitled accordion items (message accordion.untitledItem)', () => {
  it("fall back to 'Item {n}'", () => {
    expect(UNTITLED_ITEM_TEXT).toBe('Item {n}');
    expect(untitledItemTitle(1)).toBe('Item 1');
    expect(untitledItemTitle(12)).toBe('Item 12');
  });

  it('use the site translation', () => {
    setMessages({ 'accordion.untitledItem': 'Élément {n}' }, 'fr');
    expect(untitledItemTitle(3)).toBe('Élément 3');
  });

  it('title only the items without a summary text', () => {
    const el = host('<details><summary> Asked </summary><p>a</p></details><details><p>b</p></details><details><summary> </summary></details>');
    expect(content(el).items.map((item) => item.title)).toEqual(['Asked', 'Item 2', 'Item 3']);
    setMessages({ 'accordion.untitledItem': 'Punkt {n}' }, 'de');
    expect(content(el).items.map((item) => item.title)).toEqual(['Asked', 'Punkt 2', 'Punkt 3']);
  });
});

describe('markup with nothing to make a item of', () => {
  it('keeps the server HTML and says why', () => {
    expect(fallbackReason(readAccordion(host('plain text<summary>orphan</summary><div><details><summary>wrapped</summary></details></div>')))).toBe(NO_ITEMS);
    expect(fallbackReason(readAccordion(host('')))).toBe(NO_ITEMS);
  });
});
