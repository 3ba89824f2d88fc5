/**
 * One shape for every captcha provider (SPEC.md §9 "Captcha containers rendered once,
 * resettable and destroyable"; compact below 320 px wide, else normal). The provider's
 * code is imported only when a form has captcha, so forms without one pay nothing.
 */
export type CaptchaSize = 'compact' | 'normal';

export interface CaptchaAdapter {
  /** Renders the widget into `container` once; later calls are ignored. */
  render(container: HTMLElement, options: { size: CaptchaSize; onChange(token: string | null): void }): Promise<void>;
  /** The current token, or null while the visitor has not completed it. */
  token(): string | null;
  /** After a failed submit (SPEC.md §4): the visitor solves it again. */
  reset(): void;
  destroy(): void;
}

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
