/**
 * A local captcha for the demo and the tests (the real provider cannot be reached
 * here). It behaves like the real widget: rendered once, a token only after the
 * visitor acts, cleared by reset. The reference backend accepts tokens with the
 * `sqs-captcha-ok:` prefix, and only for forms whose definition has captcha.
 */
import type { CaptchaAdapter } from './captcha-adapter';

export const STAND_IN_TOKEN_PREFIX = 'sqs-captcha-ok:';

export function createStandInCaptcha(doc: Document): CaptchaAdapter {
  let checkbox: HTMLInputElement | null = null;
  let root: HTMLElement | null = null;
  let current: string | null = null;
  let notify: (token: string | null) => void = () => {};

  const set = (token: string | null) => {
    current = token;
    notify(token);
  };

  return {
    async render(container, { size, onChange }) {
      if (root) return;
      notify = onChange;
      root = doc.createElement('label');
      root.className = `captcha-standin captcha-${size}`;
      root.setAttribute('part', 'captcha');
      checkbox = doc.createElement('input');
      checkbox.type = 'checkbox';
      checkbox.addEventListener('change', () => set(checkbox?.checked ? `${STAND_IN_TOKEN_PREFIX}${crypto.randomUUID()}` : null));
      root.append(checkbox, doc.createTextNode(' I am not a robot'));
      container.append(root);
    },
    token: () => current,
    reset() {
      if (checkbox) checkbox.checked = false;
      set(null);
    },
    destroy() {
      root?.remove();
      root = checkbox = null;
      current = null;
    },
  };
}
