// @vitest-environment happy-dom
// Held clicks (issue 13 item 4): a block that has already settled is never held again.
import { afterEach, describe, expect, it } from 'vitest';
import { hasHeldInteractions, holdInteractions, replayInteractions } from './replay';

afterEach(() => document.body.replaceChildren());

function block(state: string | null) {
  document.body.innerHTML = '<sqs-x><details><summary>More</summary><p>Text</p></details></sqs-x>';
  const host = document.querySelector('sqs-x')!;
  if (state !== null) host.setAttribute('data-sqs-state', state);
  return { host, summary: host.querySelector('summary')! };
}

describe('holdInteractions', () => {
  it('holds a click on a block that is still waiting for its code, and replays it once', () => {
    const { host, summary } = block(null);
    holdInteractions(host);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    summary.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(hasHeldInteractions(host)).toBe(true);
    let replayed = 0;
    summary.addEventListener('click', () => (replayed += 1));
    expect(replayInteractions(host)).toBe(1);
    expect(replayed).toBe(1);
    expect(replayInteractions(host)).toBe(0);
  });

  for (const state of ['ready', 'error']) {
    it(`holds nothing on a block already ${state} (its code came first): the click is its own`, () => {
      const { host, summary } = block(state);
      holdInteractions(host);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      summary.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      expect(hasHeldInteractions(host)).toBe(false);
    });
  }
});
