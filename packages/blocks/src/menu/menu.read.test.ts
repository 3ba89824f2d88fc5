// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { fallbackReason } from '@sqs/runtime/contracts/block-data';
import { readMenu, NO_SECTIONS, type MenuContent, UNTITLED_TAB_TEXT, untitledTabLabel } from './menu.read';


const content = (el: HTMLElement) => {
  const read = readMenu(el);
  if (fallbackReason(read) !== null) throw new Error('kept the fallback');
  return read as MenuContent;
};

function host(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<sqs-menu>${html}</sqs-menu>`, 'text/html');
  return doc.querySelector('sqs-menu') as HTMLElement;
}

afterEach(() => setMessages({}));

describe('untitled menu tabs (message menu.untitledTab)', () => {
  it("fall back to 'Menu {n}'", () => {
    expect(UNTITLED_TAB_TEXT).toBe('Menu {n}');
    expect(untitledTabLabel(1)).toBe('Menu 1');
    expect(untitledTabLabel(20)).toBe('Menu 20');
  });

  it('use the site translation', () => {
    setMessages({ 'menu.untitledTab': 'Carta {n}' }, 'es');
    expect(untitledTabLabel(2)).toBe('Carta 2');
  });

  it('label only the sections without data-label or heading', () => {
    const el = host('<section data-label="Lunch"></section><section><p>x</p></section><section><h3>Dinner</h3></section>');
    expect(content(el).tabs.map((tab) => tab.label)).toEqual(['Lunch', 'Menu 2', 'Dinner']);
    setMessages({ 'menu.untitledTab': 'Carte {n}' }, 'fr');
    expect(content(el).tabs.map((tab) => tab.label)).toEqual(['Lunch', 'Carte 2', 'Dinner']);
  });
});

describe('markup with nothing to make a tab of', () => {
  it('keeps the server HTML and says why', () => {
    expect(fallbackReason(readMenu(host('plain text<div><section data-label="wrapped"></section></div>')))).toBe(NO_SECTIONS);
    expect(fallbackReason(readMenu(host('')))).toBe(NO_SECTIONS);
  });
});
