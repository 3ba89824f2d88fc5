/**
 * sqs-product's data: the whole product in `data-block-json` (the server writes it with its
 * price texts, model/price.ts withPriceTexts). A product that cannot be read (bad or hostile
 * JSON, no variant, no price texts) keeps the server's add-to-cart form, reported once.
 */
import type { SettingsReader } from '@sqs/runtime/contracts/block-data';
import { readProduct, type StoreProduct } from '../model/product';

export const PRODUCT_UNREADABLE = 'sqs-product needs a product in data-block-json (id, title, productType, variants, display); the server form stays';

export const productSettings: SettingsReader<{ product: StoreProduct }> = {
  attributes: [],
  read(data) {
    if (!data.ok) return { ok: false, error: data.detail };
    const product = readProduct(data.data);
    if (!product?.display) return { ok: false, error: PRODUCT_UNREADABLE };
    return { ok: true, value: { product }, warnings: [] };
  },
};
