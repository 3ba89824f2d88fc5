// @vitest-environment happy-dom
// When a block that already looks finished renders (issue 13, React's cost), and the task
// boundary between first renders.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenAboutToBeUsed, yieldToMain } from './strategies';

afterEach(() => vi.unstubAllGlobals());

/** An idle callback the test fires itself. */
function controlledIdle() {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return () => callbacks.splice(0).forEach((callback) => callback());
}
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenAboutToBeUsed', () => {
  it('waits for the visitor’s intent: a pointer over it, a finger, focus or a key', async () => {
    for (const type of ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'keydown']) {
      controlledIdle();
      const element = document.createElement('div');
      const wait = whenAboutToBeUsed(element);
      expect(await settled(wait), `before ${type}`).toBe(false);
      element.dispatchEvent(new Event(type));
      expect(await settled(wait), type).toBe(true);
    }
  });

  it('or for an idle moment, whichever comes first', async () => {
    const idle = controlledIdle();
    const wait = whenAboutToBeUsed(document.createElement('div'));
    expect(await settled(wait)).toBe(false);
    idle();
    expect(await settled(wait)).toBe(true);
  });

  it('does not wait when the visitor has used the server HTML already: a click held, or a dialog of it open', async () => {
    controlledIdle();
    const held = document.createElement('div');
    (held as unknown as Record<symbol, Element[]>)[Symbol.for('sqs.held')] = [held];
    expect(await settled(whenAboutToBeUsed(held)), 'a held click').toBe(true);

    const withDialog = document.createElement('div');
    withDialog.innerHTML = '<figure><dialog open></dialog></figure>';
    expect(await settled(whenAboutToBeUsed(withDialog)), 'an open dialog').toBe(true);
    withDialog.querySelector('dialog')!.removeAttribute('open');
    expect(await settled(whenAboutToBeUsed(withDialog)), 'a closed one is no use').toBe(false);
  });

  it('never resolves once aborted (the block left the page)', async () => {
    const idle = controlledIdle();
    const element = document.createElement('div');
    const abort = new AbortController();
    const wait = whenAboutToBeUsed(element, abort.signal);
    abort.abort();
    idle();
    element.dispatchEvent(new Event('pointerdown'));
    expect(await settled(wait)).toBe(false);
  });
});

describe('yieldToMain', () => {
  it('resolves in a later task, through scheduler.yield where there is one', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after yield'));
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'after yield']);
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
