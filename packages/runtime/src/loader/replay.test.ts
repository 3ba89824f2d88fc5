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

describe('native invokers (README, "Server HTML for a lightbox")', () => {
  function invokerBlock(supported: boolean) {
    document.body.innerHTML = '<sqs-x><figure><button commandfor="d" command="show-modal"><img alt="Photo"></button><dialog id="d"></dialog></figure></sqs-x>';
    const host = document.querySelector('sqs-x')!;
    const button = host.querySelector('button')!;
    // happy-dom has no invoker commands: the property is what a supporting browser has.
    if (supported) Object.defineProperty(button, 'commandForElement', { value: host.querySelector('dialog') });
    return { host, img: host.querySelector('img')! };
  }

  it("never holds a click on a native invoker: the browser answers it (its dialog opens) by itself", () => {
    const { host, img } = invokerBlock(true);
    holdInteractions(host);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    img.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(hasHeldInteractions(host)).toBe(false);
  });

  it('holds it where the browser has no invoker commands, so the tap is still not lost', () => {
    const { host, img } = invokerBlock(false);
    holdInteractions(host);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    img.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(hasHeldInteractions(host)).toBe(true);
  });

  it('replays the `also` targets after the held ones, through the same mapping', () => {
    const { host, img } = invokerBlock(false);
    holdInteractions(host);
    img.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const dialog = host.querySelector('dialog')!;
    const seen: string[] = [];
    const target = document.createElement('button');
    host.append(target);
    target.addEventListener('click', () => seen.push('mapped'));
    expect(replayInteractions(host, (t) => (seen.push(t.localName), target), [dialog])).toBe(2);
    expect(seen).toEqual(['img', 'mapped', 'dialog', 'mapped']);
  });
});
