// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { readAccordion, UNTITLED_ITEM_TEXT, untitledItemTitle } from './accordion.read';

const settings = { allowMultipleOpen: false, isFirstItemExpanded: false } as unknown as Parameters<typeof readAccordion>[1];

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
    expect(readAccordion(el, settings).items.map((item) => item.title)).toEqual(['Asked', 'Item 2', 'Item 3']);
    setMessages({ 'accordion.untitledItem': 'Punkt {n}' }, 'de');
    expect(readAccordion(el, settings).items.map((item) => item.title)).toEqual(['Asked', 'Punkt 2', 'Punkt 3']);
  });
});
