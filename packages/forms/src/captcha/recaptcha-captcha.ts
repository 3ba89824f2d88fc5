/**
 * The real provider adapter (Google reCAPTCHA v2, explicit rendering). Its script is
 * requested only here, so only pages with a captcha form contact the provider.
 */
import type { CaptchaAdapter } from './captcha-adapter';
import { trustedScriptUrl } from '@sqs/runtime/html/script-url';

interface Grecaptcha {
  render(container: HTMLElement, params: Record<string, unknown>): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __sqsRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=__sqsRecaptchaLoaded';
let loading: Promise<Grecaptcha> | null = null;

function loadProvider(doc: Document): Promise<Grecaptcha> {
  const win = doc.defaultView!;
  if (win.grecaptcha?.render) return Promise.resolve(win.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    win.__sqsRecaptchaLoaded = () => resolve(win.grecaptcha!);
    const script = doc.createElement('script');
    script.src = trustedScriptUrl(SCRIPT_URL, win);
    script.async = true;
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', () => {
      loading = null;
      reject(new Error('The captcha provider could not be loaded'));
    });
    doc.head.append(script);
  });
  return loading;
}

export function createRecaptcha(doc: Document, siteKey: string): CaptchaAdapter {
  let widget: number | null = null;
  let provider: Grecaptcha | null = null;
  let holder: HTMLElement | null = null;

  return {
    async render(container, { size, onChange }) {
      if (holder) return;
      holder = doc.createElement('div');
      container.append(holder);
      provider = await loadProvider(doc);
      widget = provider.render(holder, {
        sitekey: siteKey,
        size,
        callback: (token: string) => onChange(token),
        'expired-callback': () => onChange(null),
        'error-callback': () => onChange(null),
      });
    },
    token() {
      if (!provider || widget === null) return null;
      return provider.getResponse(widget) || null;
    },
    reset() {
      if (provider && widget !== null) provider.reset(widget);
    },
    destroy() {
      holder?.remove();
      holder = null;
      widget = null;
    },
  };
}
