// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layerCount } from '../../overlays/dismiss-stack';
import { startTooltips } from './tooltips';

const layer = () => document.querySelector('[data-sqs-tooltip-layer]') as HTMLElement | null;
const over = (el: Element, x = 100, y = 100) => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, clientX: x, clientY: y, pointerType: 'mouse' }));
const out = (el: Element, to: Element | null = document.body) =>
  el.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: to, pointerType: 'mouse' }));

let stop: () => void = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  expect(layerCount()).toBe(0);
});

describe('tooltips', () => {
  it('do nothing with no target nodes: no listener, no element (SPEC.md §5)', () => {
    const add = vi.spyOn(document, 'addEventListener');
    stop = startTooltips(document);
    expect(add).not.toHaveBeenCalled();
    expect(document.body.childElementCount).toBe(0);
  });

  it('show after 1200 ms of hover, 15 px from the pointer, described by the target', async () => {
    document.body.innerHTML = '<button data-sqs-tooltip="Free returns within 30 days" aria-describedby="hint">Returns</button><p id="hint">x</p>';
    stop = startTooltips(document);
    const target = document.querySelector('button')!;
    over(target, 100, 120);
    await vi.advanceTimersByTimeAsync(1199);
    expect(layer()).toBe(null);
    await vi.advanceTimersByTimeAsync(1);
    const tip = layer()!;
    expect(tip.hidden).toBe(false);
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('Free returns within 30 days');
    expect(target.getAttribute('aria-describedby')).toBe(`hint ${tip.id}`);
    const place = tip.shadowRoot!.adoptedStyleSheets[1]!;
    expect(place.cssRules[0]!.cssText).toMatch(/left: 115px; top: 135px/);
    expect(layerCount()).toBe(1);

    out(target);
    await vi.advanceTimersByTimeAsync(300);
    expect(tip.hidden).toBe(true);
    expect(target.getAttribute('aria-describedby')).toBe('hint');
    expect(layerCount()).toBe(0);
  });

  it('stay while the pointer moves onto them (hoverable), and go when it leaves them', async () => {
    document.body.innerHTML = '<span data-sqs-tooltip="Hello">Hi</span>';
    stop = startTooltips(document);
    const target = document.querySelector('span')!;
    over(target);
    await vi.advanceTimersByTimeAsync(1200);
    const tip = layer()!;
    out(target, tip);
    over(tip);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tip.hidden).toBe(false);
    out(tip, document.body);
    await vi.advanceTimersByTimeAsync(300);
    expect(tip.hidden).toBe(true);
  });

  it('are not shown when the pointer leaves before the delay, or for touch', async () => {
    document.body.innerHTML = '<span data-sqs-tooltip="Hello">Hi</span>';
    stop = startTooltips(document);
    const target = document.querySelector('span')!;
    over(target);
    await vi.advanceTimersByTimeAsync(600);
    out(target);
    await vi.advanceTimersByTimeAsync(1200);
    expect(layer()).toBe(null);
    target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    await vi.advanceTimersByTimeAsync(1200);
    expect(layer()).toBe(null);
  });

  it('show at once on keyboard focus, go on blur, and Escape hides them until focus comes back', async () => {
    document.body.innerHTML = '<button data-sqs-tooltip="Opens the cart">Cart</button><button>Other</button>';
    stop = startTooltips(document);
    const [target, other] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    const matches = target!.matches.bind(target);
    vi.spyOn(target!, 'matches').mockImplementation((selector) => selector === ':focus-visible' || matches(selector));
    target!.focus();
    const tip = layer()!;
    expect(tip.hidden).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
    expect(tip.hidden).toBe(true);
    expect(document.activeElement === target).toBe(true);
    other!.focus();
    target!.focus();
    expect(tip.hidden).toBe(false);
    other!.focus();
    expect(tip.hidden).toBe(true);
  });

  it('ignore mouse focus, empty texts, and remove everything on stop', async () => {
    document.body.innerHTML = '<button data-sqs-tooltip="">Empty</button><button data-sqs-tooltip="Text">Full</button>';
    stop = startTooltips(document);
    const [empty, full] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    const matches = full!.matches.bind(full);
    vi.spyOn(full!, 'matches').mockImplementation((selector) => selector !== ':focus-visible' && matches(selector));
    full!.focus(); // a click's focus: not :focus-visible
    expect(layer()).toBe(null);
    over(empty!);
    await vi.advanceTimersByTimeAsync(1200);
    expect(layer()).toBe(null);
    over(full!);
    await vi.advanceTimersByTimeAsync(1200);
    expect(layer()).not.toBe(null);
    stop();
    stop = () => {};
    expect(layer()).toBe(null);
    expect(full!.hasAttribute('aria-describedby')).toBe(false);
  });
});
