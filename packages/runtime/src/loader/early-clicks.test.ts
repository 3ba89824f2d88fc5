// @vitest-environment happy-dom
// runtime.js's own click holder (issue 13 item 4), before the runtime's code has come.
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

const HELD = Symbol.for('sqs.held');
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

function page() {
  document.body.innerHTML =
    '<sqs-x><figure><img alt="A"></figure><figure><button commandfor="d" command="show-modal"><img alt="B"></button><dialog id="d"></dialog></figure></sqs-x>';
  const host = document.querySelector('sqs-x') as Element & { [HELD]?: Element[] };
  const [plain, invoked] = [...host.querySelectorAll('img')];
  return { host, plain: plain!, invoked: invoked!, button: host.querySelector('button')! };
}
const click = (target: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(event);
  return event;
};

describe('holdEarlyClicks', () => {
  it("holds a click on a block's server markup", () => {
    const { host, plain } = page();
    stop = holdEarlyClicks(document, ['sqs-x']);
    expect(click(plain).defaultPrevented).toBe(true);
    expect(host[HELD]).toEqual([plain]);
  });

  it('leaves a native invoker\'s click to the browser (README, "Server HTML for a lightbox"), where it has them', () => {
    const { host, invoked, button } = page();
    Object.defineProperty(button, 'commandForElement', { value: host.querySelector('dialog') });
    stop = holdEarlyClicks(document, ['sqs-x']);
    expect(click(invoked).defaultPrevented).toBe(false);
    expect(host[HELD]).toBeUndefined();
  });

  it('holds it where the browser has no invoker commands', () => {
    const { host, invoked } = page();
    stop = holdEarlyClicks(document, ['sqs-x']);
    expect(click(invoked).defaultPrevented).toBe(true);
    expect(host[HELD]).toEqual([invoked]);
  });
});
