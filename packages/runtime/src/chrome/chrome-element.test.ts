// @vitest-environment happy-dom
import { html } from 'lit/html.js';
import { describe, expect, it } from 'vitest';
import { ChromeElement } from './chrome-element';
import { defineElement } from './define-element';

class TestChip extends ChromeElement {
  static override styles = ':host{display:block}';
  static override properties = { label: {}, itemCount: { type: Number }, pressed: { type: Boolean }, mode: { attribute: 'data-mode' } };
  declare label?: string;
  declare itemCount?: number;
  declare pressed: boolean;
  declare mode?: string;
  renders = 0;
  updates = 0;

  protected override render() {
    this.renders += 1;
    return html`<span part="label">${this.label ?? ''}</span><b>${this.itemCount ?? '-'}</b>${this.pressed ? html`<i>on</i>` : ''}`;
  }

  protected override updated(): void {
    this.updates += 1;
  }
}

const make = () => document.createElement('test-chip') as TestChip;
const text = (chip: TestChip, selector: string) => chip.shadowRoot!.querySelector(selector)?.textContent ?? null;

describe('ChromeElement', () => {
  it('reflects every property to its attribute: kebab-case by default, Boolean and Number converted', () => {
    // Set before the tag is defined: the instance's own property, handed over on connecting.
    const early = make();
    early.label = 'Early';
    defineElement('test-chip', TestChip);
    defineElement('test-chip', TestChip); // harmless twice
    document.body.append(early);
    expect(early.getAttribute('label')).toBe('Early');
    expect(text(early, '[part="label"]')).toBe('Early');

    const chip = make();
    chip.itemCount = 3;
    chip.pressed = true;
    chip.mode = 'compact';
    expect([chip.getAttribute('item-count'), chip.getAttribute('pressed'), chip.getAttribute('data-mode')]).toEqual(['3', '', 'compact']);
    chip.setAttribute('item-count', 'lots');
    expect(chip.itemCount).toBeUndefined();
    chip.pressed = false;
    expect(chip.hasAttribute('pressed')).toBe(false);
    chip.label = undefined;
    expect(chip.hasAttribute('label')).toBe(false);
  });

  it('renders when it connects, synchronously, and again on each attribute change', () => {
    const chip = make();
    chip.label = 'Cart';
    expect(chip.renders).toBe(0); // nothing before it is in the page
    document.body.append(chip);
    expect(text(chip, '[part="label"]')).toBe('Cart');
    expect([chip.renders, chip.updates]).toEqual([1, 1]);
    chip.setAttribute('item-count', '2');
    expect(text(chip, 'b')).toBe('2');
    chip.pressed = true;
    expect(text(chip, 'i')).toBe('on');
    expect(chip.renders).toBe(3);
  });

  it('styles every instance with one constructable sheet of its class, no <style>', () => {
    const [a, b] = [make(), make()];
    document.body.append(a, b);
    expect(a.shadowRoot!.adoptedStyleSheets).toHaveLength(1);
    expect(a.shadowRoot!.adoptedStyleSheets[0]).toBe(b.shadowRoot!.adoptedStyleSheets[0]);
    expect(a.shadowRoot!.querySelector('style')).toBeNull();
  });
});
