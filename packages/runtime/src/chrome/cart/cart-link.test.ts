// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../data/api-types';
import { defaultPageContext } from '../../page/page-context';
import { onReport, type Report } from '../../report';
import type { ChromeEnv } from '../chrome-env';
import { CART_STATUS_ATTRIBUTE, CART_SUMMARY_ATTRIBUTE, mountCartLinks } from './cart-link';
import { CART_SUMMARY_STORAGE_KEY } from './cart-link-model';
import { startCartLink } from './start-cart-link';

function env(cartSummary?: unknown): ChromeEnv {
  const context = defaultPageContext();
  if (cartSummary !== undefined) context.websiteSettings.cartSummary = cartSummary;
  return { window, document, context, api: {} as ApiClient };
}

function page(html = '<header><a href="/cart" data-sqs-cart-link>Cart</a></header>'): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector('[data-sqs-cart-link]')!;
}

const parts = (link: Element) => {
  const root = link.querySelector(`[${CART_SUMMARY_ATTRIBUTE}]`)?.shadowRoot;
  const part = (name: string) => root?.querySelector<HTMLElement>(`[part=${name}]`);
  return {
    badge: part('badge'),
    subtotal: part('subtotal'),
    spoken: root?.querySelector('.vh')?.textContent,
    shown: root?.querySelector('.shown'),
  };
};
const status = () => document.querySelector(`[${CART_STATUS_ATTRIBUTE}]`);
const change = (detail: unknown) => window.dispatchEvent(new CustomEvent('sqs-cart-change', { detail }));

describe('mountCartLinks', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    while (stops.length) stops.pop()!();
    document.body.replaceChildren();
    localStorage.clear();
  });
  const mount = (e: ChromeEnv) => {
    const stop = mountCartLinks(e);
    stops.push(stop);
    return stop;
  };

  it('renders the context summary inside the link, keeping its own text', () => {
    const link = page();
    mount(env({ items: 3, subtotal: { value: 4500, currency: 'USD' } }));
    const { badge, subtotal, spoken, shown } = parts(link);
    expect(link.firstChild?.textContent).toBe('Cart');
    expect(badge?.textContent).toBe('3');
    expect(subtotal?.textContent).toBe('$45.00');
    expect(spoken).toBe(', 3 items in cart, $45.00');
    expect(shown?.getAttribute('aria-hidden')).toBe('true');
    expect(link.classList.contains('sqs-cart-empty')).toBe(false);
    expect(link.hasAttribute('aria-live')).toBe(false);
  });

  it('an empty cart without a context field: 0, $0.00 and the empty class', () => {
    const link = page();
    mount(env());
    expect(parts(link).badge?.textContent).toBe('0');
    expect(parts(link).spoken).toBe(', 0 items in cart, $0.00');
    expect(link.classList.contains('sqs-cart-empty')).toBe(true);
  });

  it('caps the badge at 100+ (SPEC.md §9)', () => {
    const link = page();
    mount(env({ items: 150, subtotal: { value: 1, currency: 'EUR' } }));
    expect(parts(link).badge?.textContent).toBe('100+');
    expect(parts(link).spoken).toBe(', More than 100 items in cart, €0.01');
  });

  it('count-only and subtotal-only links', () => {
    page('<a href="/cart" data-sqs-cart-link="count">Cart</a><a href="/cart" data-sqs-cart-link="subtotal">Bag</a>');
    mount(env({ items: 1, subtotal: { value: 999 } }));
    const [count, subtotal] = [...document.querySelectorAll('a')].map(parts);
    expect(count?.subtotal?.hidden).toBe(true);
    expect(count?.badge?.hidden).toBe(false);
    expect(count?.spoken).toBe(', One item in cart');
    expect(subtotal?.badge?.hidden).toBe(true);
    expect(subtotal?.subtotal?.textContent).toBe('$9.99');
    expect(subtotal?.spoken).toBe(', One item in cart, $9.99');
  });

  it('extends a site aria-label instead, and restores it on teardown', () => {
    const link = page('<a href="/cart" aria-label="Shopping bag" data-sqs-cart-link><svg aria-hidden="true"></svg></a>');
    const stop = mount(env({ items: 2 }));
    expect(link.getAttribute('aria-label')).toBe('Shopping bag, 2 items in cart, $0.00');
    stop();
    expect(link.getAttribute('aria-label')).toBe('Shopping bag');
  });

  it('no leading separator when the link has no content of its own', () => {
    const link = page('<a href="/cart" data-sqs-cart-link></a>');
    mount(env({ items: 2, subtotal: null }));
    expect(parts(link).spoken).toBe('2 items in cart');
  });

  it('updates every link on sqs-cart-change and announces count changes once, in one status region', () => {
    page('<a href="/cart" data-sqs-cart-link>Cart</a><a href="/cart" data-sqs-cart-link>Cart</a>');
    mount(env({ items: 0 }));
    const region = status();
    expect(document.querySelectorAll(`[${CART_STATUS_ATTRIBUTE}]`)).toHaveLength(1);
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.textContent).toBe('');

    change({ items: 2, subtotal: { value: 2000, currency: 'USD' } });
    for (const link of document.querySelectorAll('a')) {
      expect(parts(link).badge?.textContent).toBe('2');
      expect(parts(link).subtotal?.textContent).toBe('$20.00');
      expect(link.classList.contains('sqs-cart-empty')).toBe(false);
    }
    expect(region?.textContent).toBe('2 items in cart');

    // Only the subtotal changed: shown, not announced.
    region!.textContent = '';
    change({ items: 2, subtotal: { value: 2500, currency: 'USD' } });
    expect(parts(document.querySelector('a')!).subtotal?.textContent).toBe('$25.00');
    expect(region?.textContent).toBe('');

    change({ items: 0 });
    expect(document.querySelector('a')!.classList.contains('sqs-cart-empty')).toBe(true);
    expect(region?.textContent).toBe('0 items in cart');
  });

  it('mirrors changes to local storage and follows the storage event of other tabs', () => {
    const link = page();
    mount(env({ items: 1 }));
    change({ items: 4, subtotal: { value: 100, currency: 'GBP' } });
    expect(JSON.parse(localStorage.getItem(CART_SUMMARY_STORAGE_KEY)!)).toEqual({ items: 4, subtotal: { value: 100, currency: 'GBP' } });

    const fromOtherTab = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    fromOtherTab(CART_SUMMARY_STORAGE_KEY, JSON.stringify({ items: 7, subtotal: { value: 700, currency: 'USD' } }));
    expect(parts(link).badge?.textContent).toBe('7');
    expect(status()?.textContent).toBe('7 items in cart');
    fromOtherTab('another-key', JSON.stringify({ items: 9 }));
    fromOtherTab(CART_SUMMARY_STORAGE_KEY, 'not json');
    fromOtherTab(null, null);
    expect(parts(link).badge?.textContent).toBe('7');
  });

  it('reports an invalid detail and keeps what it shows', () => {
    const reports: Report[] = [];
    const off = onReport((r) => reports.push(r));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const link = page();
      mount(env({ items: 5 }));
      change({ count: 1 });
      change(null);
      expect(parts(link).badge?.textContent).toBe('5');
      expect(reports.map((r) => r.source)).toEqual(['cart-link', 'cart-link']);
    } finally {
      off();
      quiet.mockRestore();
    }
  });

  it('teardown removes everything it added and stops listening', () => {
    const link = page('<a href="/cart" data-sqs-cart-link>Cart</a>');
    const before = document.body.innerHTML;
    const stop = mountCartLinks(env({ items: 0 }));
    stop();
    expect(document.body.innerHTML).toBe(before);
    change({ items: 3 });
    expect(link.querySelector(`[${CART_SUMMARY_ATTRIBUTE}]`)).toBeNull();
    expect(link.classList.contains('sqs-cart-empty')).toBe(false);
  });

  it('does nothing without links, and never enhances a link twice', () => {
    document.body.innerHTML = '<a href="/cart">Cart</a>';
    mount(env());
    expect(status()).toBeNull();
    const link = page();
    mount(env({ items: 1 }));
    mount(env({ items: 1 }));
    expect(link.querySelectorAll(`[${CART_SUMMARY_ATTRIBUTE}]`)).toHaveLength(1);
  });
});

describe('startCartLink', () => {
  afterEach(() => document.body.replaceChildren());

  it('imports nothing on a page without a cart link', () => {
    document.body.innerHTML = '<a href="/cart">Cart</a>';
    const stop = startCartLink(env({ items: 2 }));
    stop();
    expect(status()).toBeNull();
  });

  it('loads the UI when a link exists; stopping before it loaded mounts nothing', async () => {
    const link = page();
    startCartLink(env({ items: 2 }))();
    const stop = startCartLink(env({ items: 2 }));
    await vi.waitFor(() => expect(parts(link).badge?.textContent).toBe('2'));
    expect(link.querySelectorAll(`[${CART_SUMMARY_ATTRIBUTE}]`)).toHaveLength(1);
    stop();
    expect(link.querySelector(`[${CART_SUMMARY_ATTRIBUTE}]`)).toBeNull();
  });
});
