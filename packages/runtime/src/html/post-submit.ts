/**
 * A form's post-submit HTML (issue 5, SPEC.md §4 "run post-submit html and its
 * scripts"). The merchant wrote it, typically a conversion snippet, so its scripts must
 * run; but only this one field's scripts, and only in a way a strict page allows:
 *
 * - the markup around the scripts goes through DOMPurify like any HTML from outside;
 * - each script is re-created through ONE named Trusted Types policy
 *   (`sqs-post-submit`), so a page that enforces Trusted Types lists exactly one name;
 * - each carries the page's CSP nonce (read from a nonced script on the page), so a
 *   nonce-based `script-src` runs them and nothing else.
 */
import DOMPurify from 'dompurify';

export const POST_SUBMIT_POLICY = 'sqs-post-submit';

interface Policy {
  createHTML(input: string): string;
  createScript(input: string): string;
  createScriptURL(input: string): string;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: Policy): Policy;
}

const passThrough: Policy = { createHTML: (s) => s, createScript: (s) => s, createScriptURL: (s) => s };
let policy: Policy | null = null;

function postSubmitPolicy(win: Window): Policy {
  if (policy) return policy;
  const factory = (win as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  // Used only for the post-submit field, whose content the site owner authored.
  policy = factory ? factory.createPolicy(POST_SUBMIT_POLICY, passThrough) : passThrough;
  return policy;
}

/** The page's CSP nonce: browsers hide the attribute but keep the `nonce` property. */
export function pageNonce(doc: Document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Appends the sanitized markup, then the scripts in order; returns how many scripts ran. */
export function runPostSubmitHtml(container: Element, html: string): number {
  const doc = container.ownerDocument;
  const win = doc.defaultView;
  if (!win || !html.trim()) return 0;
  const tt = postSubmitPolicy(win);
  // A parsed document never runs its scripts; they are re-created below. The string is this
  // sink's own TrustedHTML (the sqs-post-submit policy), so the page's Trusted Types accept it.
  // eslint-disable-next-line no-restricted-syntax
  const parsed = new win.DOMParser().parseFromString(tt.createHTML(html) as string, 'text/html');
  const scripts = [...parsed.querySelectorAll('script')];
  for (const script of scripts) script.remove();
  container.append(DOMPurify.sanitize(parsed.body, { RETURN_DOM_FRAGMENT: true }));

  const nonce = pageNonce(doc);
  for (const source of scripts) {
    const script = doc.createElement('script');
    const type = source.getAttribute('type');
    if (type) script.type = type;
    if (nonce) script.nonce = nonce;
    const src = source.getAttribute('src');
    if (src) {
      script.async = false; // keep the author's order
      script.src = tt.createScriptURL(src) as string;
    } else {
      script.text = tt.createScript(source.textContent ?? '') as string;
    }
    container.append(script);
  }
  return scripts.length;
}
