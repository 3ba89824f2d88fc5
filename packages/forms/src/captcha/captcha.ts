/**
 * Which captcha a form gets and its size (SPEC.md §9: compact below 320 px wide, else normal).
 * The provider's code is imported only when a form has captcha, so forms without one pay nothing.
 */
import type { CaptchaAdapter, CaptchaSize } from './captcha-adapter';

/** SPEC.md §9: compact below 320 px wide. */
export const COMPACT_BELOW_PX = 320;
export const captchaSize = (width: number): CaptchaSize => (width < COMPACT_BELOW_PX ? 'compact' : 'normal');

export interface CaptchaConfig {
  provider: 'recaptcha' | 'standin';
  siteKey: string;
}

/**
 * From the page context's open `websiteSettings`: `captchaProvider` ('recaptcha' by
 * default) and `recaptchaSiteKey`. The local stand-in serves the demo and the tests,
 * where the provider cannot be reached.
 */
export function captchaConfig(settings: Readonly<Record<string, unknown>>): CaptchaConfig {
  const provider = settings.captchaProvider === 'standin' ? 'standin' : 'recaptcha';
  const siteKey = typeof settings.recaptchaSiteKey === 'string' ? settings.recaptchaSiteKey : '';
  return { provider, siteKey };
}

export async function loadCaptcha(config: CaptchaConfig, doc: Document): Promise<CaptchaAdapter> {
  if (config.provider === 'standin') {
    const { createStandInCaptcha } = await import('./standin-captcha');
    return createStandInCaptcha(doc);
  }
  const { createRecaptcha } = await import('./recaptcha-captcha');
  return createRecaptcha(doc, config.siteKey);
}
