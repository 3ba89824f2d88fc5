import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCart } from '@sqs/runtime/contracts/cart';
import type { ApiResult } from '@sqs/runtime/data/api-types';
import type { CartEntry, StoreCart } from './cart-api';
import { createCartEdits, shownQuantity, type CartEdit, type CartEditsState } from './cart-edits';
import { readStoreCart } from './read-cart';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const entry = (id: string, quantity: number): CartEntry => ({
  id, productId: 'p', variantId: `v-${id}`, sku: id, title: `Item ${id}`, url: '/store/p', image: '', productType: 1, options: [],
  quantity, maxQuantity: 999, unitPrice: usd(100), regularUnitPrice: usd(100), onSale: false, lineTotal: usd(100 * quantity),
});
const cartOf = (lines: Record<string, number>): StoreCart => {
  const entries = Object.entries(lines).map(([id, q]) => entry(id, q));
  const subtotal = entries.reduce((s, e) => s + e.lineTotal.amount, 0);
  return { ...createCart(), id: 'c', entries, subtotalCents: subtotal, grandTotalCents: subtotal, totalQuantity: entries.reduce((s, e) => s + e.quantity, 0), subtotalAmount: usd(subtotal) };
};
const refused = (kind: 'network' | 'server-error' | 'http', status: number, data: Record<string, unknown> | null = null): ApiResult<StoreCart> =>
  ({ ok: false, kind, status, message: '', data, retryAfter: null }) as ApiResult<StoreCart>;

/** A server holding lines by id, answered by hand so a test decides when and how each request ends. */
function harness(lines: Record<string, number>) {
  const server = { ...lines };
  const sent: CartEdit[] = [];
  const answers: Array<(fail?: ApiResult<StoreCart>) => void> = [];
  const timers: Array<{ run: () => void; cancelled: boolean }> = [];
  const saved: StoreCart[] = [];
  let shown: CartEditsState | null = null;
  const edits = createCartEdits(cartOf(server), {
    send(edit) {
      sent.push(edit);
      return new Promise((resolve) =>
        answers.push((fail) => {
          if (fail) return resolve(fail);
          if (edit.kind === 'remove') delete server[edit.entryId];
          else server[edit.entryId] = edit.quantity;
          resolve({ ok: true, status: 200, data: cartOf(server) } as ApiResult<StoreCart>);
        }),
      );
    },
    onChange: (state) => (shown = state),
    onSaved: (cart) => saved.push(cart),
    schedule(run) {
      const timer = { run, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    debounceMs: 300,
  });
  const tick = () => timers.splice(0).forEach((t) => !t.cancelled && t.run());
  const answer = async (fail?: ApiResult<StoreCart>) => {
    answers.shift()!(fail);
    await new Promise((r) => setTimeout(r, 0));
  };
  const quantity = (id: string) => {
    const state = shown ?? edits.state();
    const line = state.cart.entries.find((e) => e.id === id);
    return line ? shownQuantity(state, id, line.quantity) : undefined;
  };
  return { edits, server, sent, tick, answer, quantity, saved, state: () => shown ?? edits.state() };
}

describe('cart edits', () => {
  it('debounces quick presses into one request with the last value', async () => {
    const h = harness({ a: 1 });
    for (const q of [2, 3, 4, 5]) h.edits.setQuantity('a', q);
    expect(h.quantity('a')).toBe(5);
    expect(h.sent).toEqual([]);
    h.tick();
    expect(h.sent).toEqual([{ kind: 'quantity', entryId: 'a', quantity: 5 }]);
    await h.answer();
    expect(h.server.a).toBe(5);
    expect(h.quantity('a')).toBe(5);
    expect(h.state().drafts.size).toBe(0);
    expect(h.saved.at(-1)!.totalQuantity).toBe(5);
  });

  it('keeps one request out at a time: a change made meanwhile waits, then wins, and the older answer does not undo it', async () => {
    const h = harness({ a: 1 });
    h.edits.setQuantity('a', 3);
    h.tick();
    h.edits.setQuantity('a', 7);
    h.tick();
    expect(h.sent).toHaveLength(1); // 7 waits for 3's answer
    await h.answer(); // 3 taken
    expect(h.quantity('a')).toBe(7); // the newer draft stays shown
    expect(h.sent).toHaveLength(2);
    await h.answer();
    expect(h.server.a).toBe(7);
    expect(h.quantity('a')).toBe(7);
  });

  it('restores the server value and says Unable to update quantity when a change fails', async () => {
    const h = harness({ a: 2 });
    h.edits.setQuantity('a', 9);
    h.tick();
    await h.answer(refused('network', 0));
    expect(h.quantity('a')).toBe(2);
    expect(h.state().errors.get('a')).toBe('Unable to update quantity. Please check your internet connection.');
    expect(h.server.a).toBe(2);
    h.edits.setQuantity('a', 3); // trying again clears the text
    expect(h.state().errors.has('a')).toBe(false);
  });

  it('says Unable to remove item and keeps the line when a removal fails; removes it when it succeeds', async () => {
    const h = harness({ a: 1, b: 2 });
    h.edits.remove('b');
    expect(h.state().removing.has('b')).toBe(true);
    await h.answer(refused('server-error', 500, { error: 'boom' }));
    expect(h.state().errors.get('b')).toBe('Unable to remove item. Please try again.');
    expect(h.state().cart.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(h.state().removing.size).toBe(0);
    h.edits.remove('b');
    await h.answer();
    expect(h.state().cart.entries.map((e) => e.id)).toEqual(['a']);
    expect(h.state().errors.size).toBe(0);
  });

  it("shows the server's reason for a refusal", async () => {
    const h = harness({ a: 1 });
    h.edits.setQuantity('a', 50);
    h.tick();
    await h.answer(refused('http', 409, { error: 'Unable to update quantity', reason: 'Only 3 left in stock.' }));
    expect(h.state().errors.get('a')).toBe('Unable to update quantity. Only 3 left in stock.');
  });

  it('a removal cancels a waiting quantity change of the same line', async () => {
    const h = harness({ a: 1 });
    h.edits.setQuantity('a', 4);
    h.edits.remove('a');
    h.tick();
    expect(h.sent).toEqual([{ kind: 'remove', entryId: 'a' }]);
    await h.answer();
    expect(h.server).toEqual({});
  });

  it('flush sends what waits and resolves when the server has it', async () => {
    const h = harness({ a: 1 });
    h.edits.setQuantity('a', 6);
    expect(h.edits.pending()).toBe(true);
    const done = h.edits.flush();
    expect(h.sent).toHaveLength(1);
    await h.answer();
    await done;
    expect(h.edits.pending()).toBe(false);
    expect(h.server.a).toBe(6);
  });

  it("takes another tab's cart and keeps its own drafts over it", () => {
    const h = harness({ a: 1, b: 1 });
    h.edits.setQuantity('a', 5);
    h.edits.receive(cartOf({ a: 2 }));
    expect(h.quantity('a')).toBe(5);
    expect(h.quantity('b')).toBeUndefined();
  });

  it('whatever the presses, ticks and failed answers, the last value of each line wins and the page shows the server', async () => {
    const step = fc.oneof(
      fc.record({ press: fc.constantFrom('a', 'b'), quantity: fc.integer({ min: 1, max: 20 }) }),
      fc.constant({ tick: true }),
      fc.record({ answer: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const h = harness({ a: 1, b: 1 });
        const last: Record<string, number> = { a: 1, b: 1 };
        let out = 0;
        for (const s of steps) {
          if ('press' in s) {
            h.edits.setQuantity(s.press, s.quantity);
            last[s.press] = s.quantity;
          } else if ('tick' in s) h.tick();
          else if (h.sent.length > out) {
            out += 1;
            const edit = h.sent[out - 1]!;
            await h.answer(s.answer ? undefined : refused('network', 0));
            // A failed change with nothing newer for its line gives the line back to the server's value.
            if (!s.answer && !h.state().drafts.has(edit.entryId)) last[edit.entryId] = h.server[edit.entryId]!;
          }
        }
        // Settle: everything waiting is sent, every request still out succeeds.
        const done = h.edits.flush();
        while (h.sent.length > out) {
          out += 1;
          await h.answer();
        }
        await done;
        expect(h.server).toEqual(last);
        expect(h.state().drafts.size).toBe(0);
        for (const id of ['a', 'b']) expect(h.quantity(id)).toBe(h.server[id]);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a cart from JSON and leaves out entries it cannot read', () => {
    const json = JSON.parse(JSON.stringify({ ...cartOf({ a: 2 }), entries: [entry('a', 2), { id: 'x' }, 7, null] }));
    const cart = readStoreCart(json);
    expect(cart.entries.map((e) => e.id)).toEqual(['a']);
    expect(cart.totalQuantity).toBe(2);
    expect(readStoreCart('nonsense').entries).toEqual([]);
  });
});
