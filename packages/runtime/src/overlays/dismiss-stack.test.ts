// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { layerCount, pushLayer, topLayer } from './dismiss-stack';

const escape = (init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

describe('dismiss stack', () => {
  const pops: Array<() => void> = [];
  afterEach(() => {
    while (pops.length) pops.pop()!();
  });

  it('gives Escape to the top layer only, and consumes the key', () => {
    const dismissed: string[] = [];
    pops.push(pushLayer({ dismiss: () => dismissed.push('below') }));
    pops.push(pushLayer({ dismiss: () => dismissed.push('top') }));
    const event = escape();
    expect(dismissed).toEqual(['top']);
    expect(event.defaultPrevented).toBe(true);
  });

  it('hands Escape to the layer below once the top one is removed', () => {
    const dismissed: string[] = [];
    const below = { dismiss: () => dismissed.push('below') };
    pops.push(pushLayer(below));
    const popTop = pushLayer({ dismiss: () => dismissed.push('top') });
    popTop();
    popTop(); // twice is harmless
    escape();
    expect(dismissed).toEqual(['below']);
    expect(topLayer()).toBe(below);
  });

  it('ignores other keys, keys already handled, and Escape with nothing open', () => {
    const dismissed: string[] = [];
    pops.push(pushLayer({ dismiss: () => dismissed.push('x') }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(dismissed).toEqual([]);
    pops.pop()!();
    expect(layerCount()).toBe(0);
    expect(escape().defaultPrevented).toBe(false);
  });
});
