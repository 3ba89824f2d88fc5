/**
 * The cart-link demo page's own script (a site's shop code, not part of the library):
 * buttons that change a pretend cart and tell the runtime with the `sqs-cart-change`
 * window event, whose detail is the whole new summary:
 *   { items: <count>, subtotal: { value: <minor units>, currency: 'USD' } }
 * It starts from the page context's `websiteSettings.cartSummary`, as the runtime does.
 * An external module because the demo pages run under a strict CSP (no inline script).
 */
function initialCart() {
  try {
    const context = JSON.parse(document.getElementById('sqs-page-context')?.textContent ?? '{}');
    const summary = context.websiteSettings?.cartSummary ?? {};
    return { items: summary.items ?? 0, cents: summary.subtotal?.value ?? 0 };
  } catch {
    return { items: 0, cents: 0 };
  }
}

const cart = initialCart();
/** Prices of the items added here, so "remove one" takes the last one off again. */
const added = [];

function send() {
  window.dispatchEvent(
    new CustomEvent('sqs-cart-change', { detail: { items: cart.items, subtotal: { value: cart.cents, currency: 'USD' } } }),
  );
  const out = document.getElementById('cart-state');
  if (out) out.textContent = `${cart.items} items, ${(cart.cents / 100).toFixed(2)} USD`;
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  if (button.dataset.cartAdd) {
    const price = Number(button.dataset.cartAdd);
    added.push(price);
    cart.items += 1;
    cart.cents += price;
  } else if (button.hasAttribute('data-cart-remove')) {
    if (cart.items === 0) return;
    // An item added here comes off at its price; one of the server's cart at the average.
    const price = added.pop() ?? Math.round(cart.cents / cart.items);
    cart.items -= 1;
    cart.cents = Math.max(0, cart.cents - price);
  } else if (button.dataset.cartBulk) {
    const count = Number(button.dataset.cartBulk);
    for (let i = 0; i < count; i++) added.push(450);
    cart.items += count;
    cart.cents += count * 450;
  } else if (button.hasAttribute('data-cart-clear')) {
    added.length = 0;
    cart.items = 0;
    cart.cents = 0;
  } else return;
  send();
});

const out = document.getElementById('cart-state');
if (out) out.textContent = `${cart.items} items, ${(cart.cents / 100).toFixed(2)} USD`;
