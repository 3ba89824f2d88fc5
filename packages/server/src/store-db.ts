/**
 * The demo store's storage (issue 16 item 1): products with their variants, one cart per
 * visitor (its token is the cart cookie) and the orders checkout records. SQLite, through
 * the `store` feature's own migrations. Products come from `demo/data/store.json`, checked
 * with the contracts' rules (SPEC.md §5: price at most 100000000 minor units, SKU at most
 * 60 characters, a blank SKU generated as SQ plus 7 digits) before they are stored.
 *
 * Every change to a cart runs in one transaction that checks first (stock, line cap, a
 * variant that still exists) and writes only when all is well: a refusal changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createCart } from '@sqs/runtime/contracts/cart';
import { generateSku, isValidProductPrice, isValidSku } from '@sqs/runtime/contracts/commerce';
import { ProductType } from '@sqs/runtime/contracts/enums';
import { createMoney } from '@sqs/runtime/contracts/money';
import { readProduct, unitPrice, type StoreProduct, type StoreVariant } from '@sqs/commerce/model/product';
import { checkStock, maxQuantity } from '@sqs/commerce/model/quantity';
import type { CartEntry, StoreCart } from '@sqs/commerce/model/cart-api';
import { migrate, type Db } from './db';

/** Append only, as the core list. */
export const STORE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE store_products (
     id TEXT PRIMARY KEY,
     slug TEXT NOT NULL UNIQUE,
     data TEXT NOT NULL,
     deleted INTEGER NOT NULL DEFAULT 0
   );
   CREATE TABLE store_variants (
     id TEXT PRIMARY KEY,
     product_id TEXT NOT NULL REFERENCES store_products (id),
     sku TEXT NOT NULL UNIQUE,
     qty_in_stock INTEGER NOT NULL,
     deleted INTEGER NOT NULL DEFAULT 0
   );
   CREATE TABLE store_carts (
     id TEXT PRIMARY KEY,
     token TEXT NOT NULL UNIQUE,
     website_id TEXT NOT NULL,
     order_id TEXT NOT NULL DEFAULT '',
     created INTEGER NOT NULL,
     is_purchased INTEGER NOT NULL DEFAULT 0
   );
   CREATE TABLE store_cart_entries (
     id TEXT PRIMARY KEY,
     cart_id TEXT NOT NULL REFERENCES store_carts (id),
     variant_id TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity >= 1),
     added INTEGER NOT NULL,
     UNIQUE (cart_id, variant_id)
   );
   CREATE TABLE store_orders (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     cart_id TEXT,
     payload TEXT NOT NULL,
     total_cents INTEGER NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   );`,
];

export const DEMO_WEBSITE_ID = 'site-demo';

export interface StoreSettings {
  currency: string;
  /** SPEC.md §8 'To check out, your order subtotal must be {subtotal} or more.'; 0 = none. */
  minimumSubtotalCents: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/** Refusal of a cart change: `status` and a reason for people; the route adds the SPEC.md text. */
export class CartRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export class Store {
  readonly settings: StoreSettings;

  constructor(
    private readonly db: Db,
    seedFile: string,
  ) {
    migrate(db, 'store', STORE_MIGRATIONS);
    const seed = existsSync(seedFile) ? (JSON.parse(readFileSync(seedFile, 'utf8')) as { settings?: Partial<StoreSettings>; products?: unknown[] }) : {};
    this.settings = { currency: seed.settings?.currency ?? 'USD', minimumSubtotalCents: seed.settings?.minimumSubtotalCents ?? 0 };
    this.seed(seed.products ?? []);
  }

  /** Products are upserted by id; stock is set only for variants new to this database. */
  private seed(products: unknown[]): void {
    const upsertProduct = this.db.prepare(
      'INSERT INTO store_products (id, slug, data) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, data = excluded.data',
    );
    const insertVariant = this.db.prepare(
      'INSERT INTO store_variants (id, product_id, sku, qty_in_stock) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
    );
    const skuOf = this.db.prepare('SELECT sku FROM store_variants WHERE id = ?');
    this.db.transaction(() => {
      for (const raw of products) {
        const product = readProduct(raw);
        if (!product) throw new Error(`store.json: a product that cannot be sold: ${JSON.stringify(raw).slice(0, 80)}`);
        for (const variant of product.variants) {
          if (!isValidProductPrice(variant.price) || !isValidProductPrice(variant.salePrice)) {
            throw new Error(`store.json: ${variant.id}: price past the limit (SPEC.md §5).`);
          }
          if (!isValidSku(variant.sku)) throw new Error(`store.json: ${variant.id}: SKU longer than 60 characters (SPEC.md §5).`);
          const stored = skuOf.get(variant.id) as { sku: string } | undefined;
          if (variant.sku === '') variant.sku = stored?.sku ?? generateSku();
        }
        upsertProduct.run(product.id, product.slug, JSON.stringify(product));
        for (const variant of product.variants) insertVariant.run(variant.id, product.id, variant.sku, variant.qtyInStock);
      }
    })();
  }

  // ------------------------------------------------------------------ products

  /** The product with its variants' current stock and SKUs; deleted variants left out. */
  private hydrate(row: { data: string } | undefined): StoreProduct | null {
    if (!row) return null;
    const product = JSON.parse(row.data) as StoreProduct;
    const stock = this.db.prepare('SELECT id, sku, qty_in_stock, deleted FROM store_variants WHERE product_id = ?').all(product.id) as Array<{
      id: string;
      sku: string;
      qty_in_stock: number;
      deleted: number;
    }>;
    const byId = new Map(stock.map((s) => [s.id, s]));
    product.variants = product.variants
      .filter((v) => byId.get(v.id)?.deleted === 0)
      .map((v) => ({ ...v, sku: byId.get(v.id)!.sku, qtyInStock: byId.get(v.id)!.qty_in_stock }));
    return product;
  }

  product(slugOrId: string): StoreProduct | null {
    return this.hydrate(
      this.db.prepare('SELECT data FROM store_products WHERE (slug = ? OR id = ?) AND deleted = 0').get(slugOrId, slugOrId) as { data: string } | undefined,
    );
  }

  products(): StoreProduct[] {
    const rows = this.db.prepare('SELECT data FROM store_products WHERE deleted = 0 ORDER BY rowid').all() as Array<{ data: string }>;
    return rows.map((row) => this.hydrate(row)!).filter((p) => p.variants.length > 0);
  }

  /** A merchant removing a variant (tests, demos): carts holding it are refused further changes to it. */
  deleteVariant(variantId: string): void {
    this.db.prepare('UPDATE store_variants SET deleted = 1 WHERE id = ?').run(variantId);
  }

  setStock(variantId: string, qty: number): void {
    this.db.prepare('UPDATE store_variants SET qty_in_stock = ? WHERE id = ?').run(qty, variantId);
  }

  // --------------------------------------------------------------------- carts

  private cartRow(token: string | undefined) {
    if (!token) return undefined;
    return this.db.prepare('SELECT * FROM store_carts WHERE token = ? AND is_purchased = 0').get(token) as
      | { id: string; token: string; website_id: string; order_id: string; created: number; is_purchased: number }
      | undefined;
  }

  hasCart(token: string | undefined): boolean {
    return this.cartRow(token) !== undefined;
  }

  /** The cart for this cookie, creating one (and its token) when missing. */
  private ensureCart(token: string | undefined): { cartId: string; token: string } {
    const row = this.cartRow(token);
    if (row) return { cartId: row.id, token: row.token };
    const fresh = { cartId: id('cart'), token: randomBytes(24).toString('base64url') };
    this.db
      .prepare('INSERT INTO store_carts (id, token, website_id, created) VALUES (?, ?, ?, ?)')
      .run(fresh.cartId, fresh.token, DEMO_WEBSITE_ID, Date.now());
    return fresh;
  }

  private variant(variantId: unknown): { product: StoreProduct; variant: StoreVariant } | null {
    if (typeof variantId !== 'string') return null;
    const row = this.db.prepare('SELECT product_id FROM store_variants WHERE id = ? AND deleted = 0').get(variantId) as { product_id: string } | undefined;
    if (!row) return null;
    const product = this.product(row.product_id);
    const variant = product?.variants.find((v) => v.id === variantId);
    return product && variant ? { product, variant } : null;
  }

  /** A live variant's id by its SKU (SPEC.md §5: at most 60 characters), or null. */
  variantIdBySku(sku: string): string | null {
    const row = this.db.prepare('SELECT id FROM store_variants WHERE sku = ? AND deleted = 0').get(sku) as { id: string } | undefined;
    return row?.id ?? null;
  }

  /** The whole cart (SPEC.md §3 "Shopping cart", every field), empty with its defaults when there is none. */
  cart(token: string | undefined): StoreCart {
    const cart = { ...createCart(), entries: [] as CartEntry[] };
    const currency = this.settings.currency;
    cart.subtotalAmount = createMoney(0, currency);
    const row = this.cartRow(token);
    if (!row) return cart;
    cart.id = row.id;
    cart.websiteId = row.website_id;
    cart.orderId = row.order_id;
    cart.created = new Date(row.created);
    cart.isPurchased = row.is_purchased === 1;
    const lines = this.db.prepare('SELECT id, variant_id, quantity FROM store_cart_entries WHERE cart_id = ? ORDER BY added').all(row.id) as Array<{
      id: string;
      variant_id: string;
      quantity: number;
    }>;
    for (const line of lines) {
      const found = this.variant(line.variant_id);
      if (!found) continue; // a deleted variant leaves the cart's totals (and cannot be bought)
      const { product, variant } = found;
      const price = unitPrice(product, variant);
      const money = (amount: number) => createMoney(amount, product.currency);
      cart.entries.push({
        id: line.id,
        productId: product.id,
        variantId: variant.id,
        sku: variant.sku,
        title: product.title,
        url: `/store/${product.slug}`,
        image: product.image,
        productType: product.productType,
        options: product.options.map((name, i) => ({ name, value: variant.optionValues[i]!.value })),
        quantity: line.quantity,
        maxQuantity: maxQuantity(variant),
        unitPrice: money(price.price),
        regularUnitPrice: money(price.regular),
        onSale: price.onSale,
        lineTotal: money(price.price * line.quantity),
      });
      cart.subtotalCents += price.price * line.quantity;
      cart.totalQuantity += line.quantity;
      if (product.productType === ProductType.DIGITAL) cart.hasDigital = true;
      if (product.productType === ProductType.PHYSICAL) cart.requiresShipping = true;
    }
    cart.purelyDigital = cart.entries.length > 0 && cart.entries.every((e) => e.productType === ProductType.DIGITAL);
    cart.grandTotalCents = cart.subtotalCents + cart.taxCents + cart.shippingCostCents - cart.discountCents;
    cart.subtotalAmount = createMoney(cart.subtotalCents, currency);
    return cart;
  }

  /** Adds `quantity` of a variant (already a checked whole number) to its line; returns the cart token. */
  addItem(token: string | undefined, variantId: unknown, quantity: number): string {
    return this.db.transaction(() => {
      const found = this.variant(variantId);
      if (!found) throw new CartRefused(404, 'This item is no longer available.');
      const { product, variant } = found;
      if (!isValidProductPrice(unitPrice(product, variant).price)) throw new CartRefused(409, 'This item cannot be sold at its price.');
      const existing = this.cartRow(token);
      const inCart = existing
        ? ((this.db.prepare('SELECT quantity FROM store_cart_entries WHERE cart_id = ? AND variant_id = ?').get(existing.id, variant.id) as { quantity: number } | undefined)
            ?.quantity ?? 0)
        : 0;
      const stock = checkStock(variant, inCart + quantity);
      if (!stock.ok) throw new CartRefused(409, stock.reason);
      const cart = this.ensureCart(token);
      this.db
        .prepare(
          `INSERT INTO store_cart_entries (id, cart_id, variant_id, quantity, added) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
        )
        .run(id('entry'), cart.cartId, variant.id, quantity, Date.now());
      return cart.token;
    })();
  }

  private entry(token: string | undefined, entryId: string) {
    const cart = this.cartRow(token);
    if (!cart) throw new CartRefused(404, 'There is no cart on this browser.');
    const entry = this.db.prepare('SELECT id, variant_id, quantity FROM store_cart_entries WHERE id = ? AND cart_id = ?').get(entryId, cart.id) as
      | { id: string; variant_id: string; quantity: number }
      | undefined;
    if (!entry) throw new CartRefused(404, 'This item is not in the cart.');
    return entry;
  }

  setQuantity(token: string | undefined, entryId: string, quantity: number): void {
    this.db.transaction(() => {
      const entry = this.entry(token, entryId);
      const found = this.variant(entry.variant_id);
      if (!found) throw new CartRefused(404, 'This item is no longer available.');
      const stock = checkStock(found.variant, quantity);
      if (!stock.ok) throw new CartRefused(409, stock.reason);
      this.db.prepare('UPDATE store_cart_entries SET quantity = ? WHERE id = ?').run(quantity, entry.id);
    })();
  }

  removeItem(token: string | undefined, entryId: string): void {
    this.db.transaction(() => {
      const entry = this.entry(token, entryId);
      this.db.prepare('DELETE FROM store_cart_entries WHERE id = ?').run(entry.id);
    })();
  }

  // -------------------------------------------------------------------- orders

  /**
   * Records an order for the cart (payments are out of scope: the demo takes none), takes
   * the stock and marks the cart purchased, so the cookie names no cart any more. Null when
   * the cart is empty.
   */
  placeOrder(token: string | undefined): { orderId: string; totalCents: number } | null {
    return this.db.transaction(() => {
      const cart = this.cart(token);
      if (cart.entries.length === 0) return null;
      for (const entry of cart.entries) {
        const found = this.variant(entry.variantId);
        const stock = found ? checkStock(found.variant, entry.quantity) : { ok: false as const, reason: 'This item is no longer available.' };
        if (!stock.ok) throw new CartRefused(409, `${entry.title}: ${stock.reason}`);
      }
      const orderId = id('order');
      for (const entry of cart.entries) {
        this.db.prepare('UPDATE store_variants SET qty_in_stock = MAX(0, qty_in_stock - ?) WHERE id = ?').run(entry.quantity, entry.variantId);
      }
      this.recordOrder(orderId, 'cart', cart.id, { entries: cart.entries, subtotalCents: cart.subtotalCents }, cart.grandTotalCents);
      this.db.prepare('UPDATE store_carts SET is_purchased = 1, order_id = ? WHERE id = ?').run(orderId, cart.id);
      return { orderId, totalCents: cart.grandTotalCents };
    })();
  }

  recordOrder(orderId: string, kind: string, cartId: string | null, payload: unknown, totalCents: number): void {
    this.db.prepare('INSERT INTO store_orders (id, kind, cart_id, payload, total_cents) VALUES (?, ?, ?, ?, ?)').run(orderId, kind, cartId, JSON.stringify(payload), totalCents);
  }

  newOrderId(): string {
    return id('order');
  }

  orders(): Array<{ id: string; kind: string; cartId: string | null; payload: unknown; totalCents: number; createdAt: string }> {
    const rows = this.db.prepare('SELECT * FROM store_orders ORDER BY rowid').all() as Array<{
      id: string;
      kind: string;
      cart_id: string | null;
      payload: string;
      total_cents: number;
      created_at: string;
    }>;
    return rows.map((r) => ({ id: r.id, kind: r.kind, cartId: r.cart_id, payload: JSON.parse(r.payload), totalCents: r.total_cents, createdAt: r.created_at }));
  }
}
