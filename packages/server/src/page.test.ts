import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';
import { cspFor, fillTemplate } from './page';
import { storePage } from './store-pages';
import type { StoreCart } from '@sqs/commerce/model/cart-api';

describe('page renderer', () => {
  it('fills {{nonce}} and the named values in one pass: a value is never read as a placeholder', () => {
    const html = fillTemplate('<script nonce="{{nonce}}"></script><p>{{body}}</p>{{missing}}', 'N0nce', { body: 'a {{nonce}} b {{body}}' });
    expect(html).toBe('<script nonce="N0nce"></script><p>a {{nonce}} b {{body}}</p>{{missing}}');
  });

  it('asks a function for the other placeholders, with their argument', () => {
    const seen: Array<[string, string | undefined]> = [];
    const html = fillTemplate('{{form-json:newsletter}}|{{nonce}}', 'n', (name, arg) => (seen.push([name, arg]), `[${name}:${arg}]`));
    expect(html).toBe('[form-json:newsletter]|n');
    expect(seen).toEqual([['form-json', 'newsletter']]);
  });

  it('reads only own values (a template cannot reach Object.prototype)', () => {
    expect(fillTemplate('{{constructor}}{{to-string}}', 'n', {})).toBe('{{constructor}}{{to-string}}');
  });

  it('names the nonce in the policy', () => {
    expect(cspFor('abc')).toMatch(/script-src 'nonce-abc' 'strict-dynamic'/);
  });

  it('escapes element content and both kinds of quoted attribute', () => {
    expect(escapeHtml(`<a href='x' title="y">&`)).toBe('&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;');
  });
});

describe('store pages through the page renderer', () => {
  const cart = { totalQuantity: 0, subtotalCents: 0, subtotalAmount: { currency: 'USD' } } as unknown as StoreCart;

  it('gives every script of the shell the nonce, and text from outside none', () => {
    const page = storePage({
      title: 'Mug {{nonce}} </title><script>',
      pageType: 1,
      cart,
      body: '<p>{{nonce}}</p>',
      head: '<script type="module" nonce="{{nonce}}" src="/assets/checkout-top.js"></script>',
    });
    const html = fillTemplate(page.template, 'S3cret', page.values);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(3);
    // The page context is data (no nonce, never run); the runtime and the head script carry it.
    expect(scripts.filter((s) => s.includes('nonce="S3cret"'))).toHaveLength(2);
    expect(html).toContain('<title>Mug {{nonce}} &lt;/title&gt;&lt;script&gt; — demo store</title>');
    expect(html).toContain('<p>{{nonce}}</p>');
    expect(html.match(/S3cret/g)).toHaveLength(2);
  });
});
