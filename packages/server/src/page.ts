/**
 * The one renderer of the backend's HTML pages (the demo pages, /search, the store and its
 * checkout): it makes the response's CSP nonce, sends the policy with it and fills the page
 * template's `{{nonce}}` itself, so a page's scripts carry it by writing `nonce="{{nonce}}"`
 * in the template, never by threading a value through.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { modulePreloadFor } from './preload-hints';

/**
 * A strict policy on the demo pages proves the blocks need no inline script or style
 * (issue 20): styles arrive as constructable sheets, settings as JSON that is never executed.
 * Scripts run only with this response's nonce, and what they load after ('strict-dynamic'
 * trusts the runtime's own imports; 'self' is then ignored by browsers that know it).
 * Every HTML or script sink requires a Trusted Type (`require-trusted-types-for 'script'`),
 * and only the library's policies may be created, one per sink:
 * - `dompurify`: DOMPurify's own, for HTML from outside (runtime html/sanitize.ts);
 * - `sqs-post-submit`: a form's post-submit HTML and its scripts (SPEC.md §4), run with
 *   the nonce of the page's nonced `<script>`;
 * - `sqs-script-url`: the one script URL sink (runtime html/script-url.ts);
 * - `lit-html`: Lit's templates in the site chrome.
 * No style-src 'unsafe-inline': a style attribute or <style> in markup is refused.
 */
export const TRUSTED_TYPES_POLICIES = ['sqs-post-submit', 'sqs-script-url', 'dompurify', 'lit-html'] as const;
export const cspFor = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')} 'allow-duplicates'`,
  ].join('; ');

/**
 * A placeholder's text, or undefined to leave `{{…}}` as written. `name` is the part before
 * an optional `:argument` (`{{form-json:newsletter}}` → 'form-json', 'newsletter'; an argument
 * may list names with `,` and `/`: `{{module-preload:banner,sqs-gallery/carousel}}`). `nonce`
 * is this response's, for a value that writes scripts or preload links.
 */
export type FillValue = (name: string, argument: string | undefined, nonce: string) => string | undefined;

/**
 * The template with `{{nonce}}` and its other placeholders filled in ONE pass: what a value
 * brings in (a product's text, a stored form, a query) is never read as a placeholder, so
 * text from outside cannot obtain the nonce. Values are inserted as given: escape them first.
 */
export function fillTemplate(template: string, nonce: string, values: FillValue | Readonly<Record<string, string>> = {}): string {
  const valueOf: FillValue = typeof values === 'function' ? values : (name) => (Object.hasOwn(values, name) ? values[name] : undefined);
  return template.replace(/\{\{([a-z][a-z0-9-]*)(?::([A-Za-z0-9_,/-]+))?\}\}/g, (match, name: string, argument: string | undefined) => {
    if (name === 'nonce' && argument === undefined) return nonce;
    return valueOf(name, argument, nonce) ?? match;
  });
}

/** A fresh nonce for one response (128 bits, base64 as CSP wants). */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Sends an HTML page: a new nonce, the strict policy naming it, and the template filled with
 * both; `{{module-preload:<names>}}` becomes the preload hints for those blocks (preload-hints.ts),
 * from the build the app serves (`sqsDistDir`, decorated by app.ts).
 */
export function sendPage(reply: FastifyReply, template: string, values: FillValue | Readonly<Record<string, string>> = {}, status = 200) {
  const nonce = newNonce();
  const own: FillValue = typeof values === 'function' ? values : (name) => (Object.hasOwn(values, name) ? values[name] : undefined);
  const distDir = (reply.server as { sqsDistDir?: string }).sqsDistDir;
  const fill: FillValue = (name, argument, n) =>
    name === 'module-preload' && argument !== undefined ? modulePreloadFor(distDir, argument, reply.request.headers.cookie, n) : own(name, argument, n);
  return reply.code(status).type('text/html').header('Content-Security-Policy', cspFor(nonce)).send(fillTemplate(template, nonce, fill));
}
