// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { readMenu, UNTITLED_TAB_TEXT, untitledTabLabel } from './menu.read';

const settings = {} as unknown as Parameters<typeof readMenu>[1];

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
    expect(readMenu(el, settings).tabs.map((tab) => tab.label)).toEqual(['Lunch', 'Menu 2', 'Dinner']);
    setMessages({ 'menu.untitledTab': 'Carte {n}' }, 'fr');
    expect(readMenu(el, settings).tabs.map((tab) => tab.label)).toEqual(['Lunch', 'Carte 2', 'Dinner']);
  });
});
