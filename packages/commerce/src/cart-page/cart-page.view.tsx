import { useEffect, useRef, useState } from 'react';
import { cartMessage, minimumSubtotalMessage } from '@sqs/runtime/contracts/cart';
import { createMoney, formatMoney, type Money } from '@sqs/runtime/contracts/money';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import type { CartEntry, StoreCart } from '../model/cart-api';
import { shownQuantity } from '../model/cart-edits';
import { parseQuantity } from '../model/quantity';
import { useCartPage } from './use-cart-page';

export const CHECKOUT_TEXT = 'Checkout';
export const REMOVED_TEXT = 'Removed {title}.';

const money = (cents: number, currency: string) => formatMoney(createMoney(cents, currency));
const times = (unit: Money, quantity: number) => formatMoney(createMoney(unit.amount * quantity, unit.currency));

export interface CartPageProps {
  cart: StoreCart;
  minimumSubtotalCents: number;
  checkoutUrl: string;
}

/**
 * The quantity stepper: − / a number field / +, the field's text kept while typed. Its buttons
 * are aria-disabled, not disabled, at the limits: a disabled button would drop the focus of a
 * keyboard user who just pressed it.
 */
function Stepper(props: { entry: CartEntry; quantity: number; disabled: boolean; onChange(quantity: number): void }) {
  const { entry, quantity, disabled, onChange } = props;
  const [text, setText] = useState(String(quantity));
  // A new quantity (the server's, or restored after a failure) replaces the typed text in the same render.
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }
  const max = Math.max(1, entry.maxQuantity);
  const id = `q-${entry.id}`;
  return (
    <div part="stepper" className="stepper" role="group" aria-label={`Quantity of ${entry.title}`}>
      <button type="button" className="step" aria-label={`Decrease quantity of ${entry.title}`} aria-disabled={disabled || quantity <= 1 || undefined} onClick={() => !disabled && quantity > 1 && onChange(quantity - 1)}>
        −
      </button>
      <label className="vh" htmlFor={id}>
        Quantity
      </label>
      <input
        id={id}
        part="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          const parsed = parseQuantity(value);
          if (parsed.ok) onChange(parsed.value);
        }}
        onBlur={() => setText(String(quantity))}
      />
      <button type="button" className="step" aria-label={`Increase quantity of ${entry.title}`} aria-disabled={disabled || quantity >= max || undefined} onClick={() => !disabled && quantity < max && onChange(quantity + 1)}>
        +
      </button>
    </div>
  );
}

export function CartPageView(props: CartPageProps & BlockViewProps) {
  const { host, minimumSubtotalCents, checkoutUrl } = props;
  const { state, edits, status, setStatus } = useCartPage(props.cart, host);
  const { cart } = state;
  const currency = cart.subtotalAmount.currency;
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  /** Where focus goes after a removal: the line that took the removed one's place. */
  const focusAfter = useRef<{ id: string; index: number; title: string } | null>(null);

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || cart.entries.some((e) => e.id === wanted.id)) {
      // A failed removal: focus stays on its button.
      if (wanted && !state.removing.has(wanted.id)) focusAfter.current = null;
      return;
    }
    focusAfter.current = null;
    setStatus(REMOVED_TEXT.replace('{title}', wanted.title));
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button.remove');
    const next = buttons?.[Math.min(wanted.index, buttons.length - 1)];
    (next ?? empty.current)?.focus();
  }, [cart, state.removing, setStatus]);

  if (cart.entries.length === 0) {
    return (
      <div part="cart" className="cart">
        <p part="empty" className="empty" ref={empty} tabIndex={-1}>
          {cartMessage('empty')}
        </p>
        <p className="vh" role="status">{status}</p>
      </div>
    );
  }

  const belowMinimum = minimumSubtotalCents > 0 && cart.subtotalCents < minimumSubtotalCents;
  const busy = edits.pending();
  return (
    <div part="cart" className="cart" aria-busy={busy || undefined}>
      <ul part="entries" className="entries" ref={list}>
        {cart.entries.map((entry, index) => {
          const quantity = shownQuantity(state, entry.id, entry.quantity);
          const removing = state.removing.has(entry.id);
          const error = state.errors.get(entry.id);
          return (
            <li part="entry" className="entry" key={entry.id} data-entry-id={entry.id} aria-busy={removing || state.drafts.has(entry.id) || undefined}>
              {entry.image ? <img part="image" className="image" src={entry.image} alt="" width={96} height={64} /> : <span className="image" />}
              <div className="text">
                <a part="title" className="title" href={entry.url}>
                  {entry.title}
                </a>
                {entry.options.length > 0 && (
                  <span part="options" className="options">
                    {entry.options.map((o) => `${o.name}: ${o.value}`).join(', ')}
                  </span>
                )}
                <span part="price" className="price">
                  {entry.onSale && (
                    <>
                      <s className="regular">{formatMoney(entry.regularUnitPrice)}</s>{' '}
                    </>
                  )}
                  {formatMoney(entry.unitPrice)}
                </span>
              </div>
              <Stepper entry={entry} quantity={quantity} disabled={removing} onChange={(q) => edits.setQuantity(entry.id, q)} />
              <button
                part="remove"
                type="button"
                className="remove"
                aria-label={`Remove ${entry.title}`}
                aria-disabled={removing || undefined}
                onClick={() => {
                  if (removing) return;
                  focusAfter.current = { id: entry.id, index, title: entry.title };
                  setStatus('');
                  edits.remove(entry.id);
                }}
              >
                Remove
              </button>
              <span part="line-total" className="line-total">
                {times(entry.unitPrice, quantity)}
              </span>
              {error && (
                <p part="error" className="error" role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <dl part="totals" className="totals">
        <dt>Subtotal</dt>
        <dd data-total="subtotal">{money(cart.subtotalCents, currency)}</dd>
        <dt>Discounts</dt>
        <dd data-total="discount">{money(-cart.discountCents, currency)}</dd>
        <dt>Taxes</dt>
        <dd data-total="tax">{money(cart.taxCents, currency)}</dd>
        <dt>Total</dt>
        <dd data-total="grand">{money(cart.grandTotalCents, currency)}</dd>
      </dl>
      {belowMinimum && (
        <p part="minimum" className="minimum" role="status">
          {minimumSubtotalMessage(money(minimumSubtotalCents, currency))}
        </p>
      )}
      <p className="actions">
        <a
          part="checkout"
          className="checkout"
          href={checkoutUrl}
          aria-disabled={belowMinimum || undefined}
          onClick={(event) => {
            if (belowMinimum) return event.preventDefault();
            if (!edits.pending()) return;
            // A change still waiting for its debounce goes first, so checkout sees it.
            event.preventDefault();
            void edits.flush().then(() => host.ownerDocument.defaultView?.location.assign(checkoutUrl));
          }}
        >
          {CHECKOUT_TEXT}
        </a>
      </p>
      <p className="vh" role="status">{status}</p>
    </div>
  );
}
