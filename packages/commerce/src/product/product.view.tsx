import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import type { StoreProduct } from '../model/product';
import { useProduct } from './use-product';

export const SOLD_OUT_TEXT = 'Sold out';
export const ADD_TEXT = 'Add to Cart';
export const ADDING_TEXT = 'Adding…';
export const GIFT_CARD_TEXT = 'Buy this gift card now';
export const VIEW_CART_TEXT = 'View cart';

/** Where 'View cart' goes once added (as Dawn's cart notification offers): the page's header cart link, else /cart. */
const cartHref = (host: HTMLElement) => host.ownerDocument.querySelector<HTMLAnchorElement>('a[data-sqs-cart-link]')?.href || '/cart';

export function ProductView(props: { product: StoreProduct } & BlockViewProps) {
  const { product, host } = props;
  const p = useProduct(product, host);
  const id = `p-${product.id}`;
  return (
    <form part="product" className="product" onSubmit={p.add} noValidate>
      {product.image && <img part="image" className="image" src={product.image} alt={product.title} width={600} height={400} />}
      <div className="details">
        <h1 part="title" className="title">{product.title}</h1>
        <p part="price" className="price">
          {p.price.regular && (
            <>
              <s className="regular">{p.price.regular}</s>{' '}
            </>
          )}
          <span className="current">{p.price.current}</span>
          {p.soldOut && <strong className="sold-out"> {SOLD_OUT_TEXT}</strong>}
        </p>
        {product.description && <p part="description" className="description">{product.description}</p>}
        {p.options.map((option, index) => (
          <fieldset part="option" className="option" key={option.name}>
            <legend>{option.name}</legend>
            {option.values.map(({ value, state, checked }) => (
              <label key={value} className={`value value-${state}`}>
                <input
                  type="radio"
                  name={`${id}-o${index}`}
                  value={value}
                  checked={checked}
                  disabled={state !== 'available'}
                  onChange={() => option.choose(value)}
                />
                {value}
                {state === 'soldOut' && <span className="note"> ({SOLD_OUT_TEXT})</span>}
                {state === 'unavailable' && <span className="note"> (unavailable)</span>}
              </label>
            ))}
          </fieldset>
        ))}
        {p.scarcity && <p part="scarcity" className="scarcity">{p.scarcity}</p>}
        <p className="quantity">
          <label htmlFor={`${id}-q`}>Quantity</label>{' '}
          <input part="quantity" id={`${id}-q`} type="number" inputMode="numeric" min={1} max={p.maxQuantity} value={p.quantity} onChange={(e) => p.setQuantity(e.currentTarget.value)} />
        </p>
        <button part="add" className="add" type="submit" disabled={p.soldOut} aria-disabled={p.busy || undefined} data-busy={p.busy || undefined}>
          {p.soldOut ? SOLD_OUT_TEXT : p.busy ? ADDING_TEXT : ADD_TEXT}
        </button>
        {p.giftCard?.href && (
          <p className="gift-card">
            <a part="gift-card" href={p.giftCard.href} target={p.giftCard.target || undefined}>
              {GIFT_CARD_TEXT}
            </a>
          </p>
        )}
        <p part="status" className="status" role="status">
          {p.status?.kind === 'added' && (
            <>
              {p.status.text} <a href={cartHref(host)}>{VIEW_CART_TEXT}</a>
            </>
          )}
        </p>
        <p part="error" className="error" role="alert">{p.status?.kind === 'error' ? p.status.text : ''}</p>
      </div>
    </form>
  );
}
