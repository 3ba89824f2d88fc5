import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { ApiClient } from '../packages/runtime/src/data/api-types';
import { defaultPageContext } from '../packages/runtime/src/page/page-context';
import { mountCartLinks } from '../packages/runtime/src/chrome/cart/cart-link';
import { serverHtml } from './story-html';

/**
 * The header cart link (issue 6 item 5): the runtime enhances `[data-sqs-cart-link]` with the
 * page context's `websiteSettings.cartSummary`, then follows the `sqs-cart-change` event.
 * Here the UI module is mounted directly on each story's own markup.
 */
const meta: Meta = {
  title: 'Chrome/cart link',
  parameters: {
    docs: {
      description: {
        component:
          'Count badge (capped at 100+) and subtotal inside the site\'s own link; the spoken count joins its accessible name; class `sqs-cart-empty` at 0 items. Theme with `--sqs-cart-badge-*` and `::part(badge)` / `::part(subtotal)` on `[data-sqs-cart-summary]`.',
      },
    },
  },
};
export default meta;

const header = (attribute = 'data-sqs-cart-link') =>
  `<header><nav aria-label="Site"><a href="#home">Home</a> · <a href="#shop">Shop</a> · <a href="#cart" ${attribute}>Cart</a></nav></header>`;

function cartLink(cartSummary: unknown, html = header()): HTMLElement {
  const wrapper = serverHtml(html);
  const context = defaultPageContext();
  context.websiteSettings.cartSummary = cartSummary;
  mountCartLinks({ window, document, context, api: {} as ApiClient }, wrapper);
  return wrapper;
}

/** A header cart link with an empty cart: 0 items. */
export const Empty: StoryObj = {
  render: () => cartLink({ items: 0, subtotal: { value: 0, currency: 'USD' } }),
};

/** One item and its subtotal. */
export const OneItem: StoryObj = {
  render: () => cartLink({ items: 1, subtotal: { value: 1299, currency: 'USD' } }),
};

/** Twelve items, the subtotal in euros. */
export const ManyItems: StoryObj = {
  render: () => cartLink({ items: 12, subtotal: { value: 245050, currency: 'EUR' } }),
};

/** More than 100 items shows "100+". */
export const OverOneHundred: StoryObj = {
  name: '100+ (150 items)',
  render: () => cartLink({ items: 150, subtotal: { value: 1875000, currency: 'USD' } }),
};

/** `data-sqs-cart-link="count"`: the count only, no subtotal. */
export const CountOnly: StoryObj = {
  render: () => cartLink({ items: 3, subtotal: { value: 4500, currency: 'USD' } }, header('data-sqs-cart-link="count"')),
};

/** A site theme on the cart link. */
export const Themed: StoryObj = {
  render: () => {
    const wrapper = cartLink({ items: 4, subtotal: { value: 8800, currency: 'GBP' } });
    wrapper.className = 'themed-cart';
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`.themed-cart [data-sqs-cart-link] { --sqs-cart-badge-background: #1d4ed8; --sqs-cart-badge-color: #fff; --sqs-cart-badge-border: 0; }
      .themed-cart [data-sqs-cart-summary]::part(subtotal) { font-weight: 600; }
      .themed-cart .sqs-cart-empty [data-sqs-cart-summary] { opacity: .6; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return wrapper;
  },
};

/** Buttons dispatch `sqs-cart-change` as a site's add-to-cart would; every link on the page follows. */
export const UpdatesWithoutReload: StoryObj = {
  render: () => {
    const wrapper = cartLink({ items: 0 }, `${header()}<p><button type="button" data-add>Add a $12.50 item</button> <button type="button" data-clear>Empty the cart</button></p>`);
    let items = 0;
    const send = () =>
      window.dispatchEvent(new CustomEvent('sqs-cart-change', { detail: { items, subtotal: { value: items * 1250, currency: 'USD' } } }));
    wrapper.querySelector('[data-add]')?.addEventListener('click', () => {
      items += 1;
      send();
    });
    wrapper.querySelector('[data-clear]')?.addEventListener('click', () => {
      items = 0;
      send();
    });
    return wrapper;
  },
};
