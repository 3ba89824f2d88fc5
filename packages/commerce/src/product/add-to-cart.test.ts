import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@sqs/runtime/contracts/cart';
import { addFailureText, singleFlight } from './add-to-cart';

const failure = (kind: string, status: number, data: Record<string, unknown> | null = null) =>
  ({ ok: false, kind, status, message: '', data, retryAfter: null }) as Parameters<typeof addFailureText>[0];

describe('add to cart', () => {
  it('sends one request however many calls land while one is out', async () => {
    let sent = 0;
    let release!: () => void;
    const send = singleFlight(() => {
      sent += 1;
      return new Promise<string>((resolve) => (release = () => resolve('done')));
    });
    const calls = [send(), send(), send()];
    release();
    expect(await Promise.all(calls)).toEqual(['done', null, null]);
    expect(sent).toBe(1);
    const next = send();
    release();
    expect(await next).toBe('done');
    expect(sent).toBe(2);
  });

  it('says Unable to add item with the connection text, the server reason, or try again (SPEC.md §8)', () => {
    expect(addFailureText(failure('network', 0))).toBe(`${CART_MESSAGES.addItemFailed}. ${CART_MESSAGES.checkConnection}`);
    expect(addFailureText(failure('timeout', 0))).toBe(`${CART_MESSAGES.addItemFailed}. ${CART_MESSAGES.checkConnection}`);
    expect(addFailureText(failure('http', 409, { error: 'x', reason: 'Only 3 left in stock.' }))).toBe('Unable to add item. Only 3 left in stock.');
    expect(addFailureText(failure('server-error', 500, { error: 'boom' }))).toBe(`${CART_MESSAGES.addItemFailed}. ${CART_MESSAGES.tryAgain}`);
  });
});
