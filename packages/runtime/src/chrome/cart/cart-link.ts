/**
 * Header cart links (issue 6 item 5; SPEC.md §2, §4, §9). Loaded by start-cart-link.ts only
 * on pages that have one.
 *
 * Markup (ours to define, CONTRACT.md leaves it to the site): any element with
 * `data-sqs-cart-link`, usually the header's cart link:
 *
 *   <a href="/cart" data-sqs-cart-link>Cart</a>
 *   <a href="/cart" data-sqs-cart-link="count">Cart</a>      (count only; also "subtotal")
 *
 * The link and its own content are never replaced. The runtime appends one
 * `<span data-sqs-cart-summary>` to it whose shadow root holds the count badge
 * (::part(badge)) and the subtotal (::part(subtotal)), both aria-hidden, and a visually
 * hidden text that the link's accessible name gains: "Cart, 3 items in cart, $45.00" (Chrome
 * puts a space before the comma, as it does around any out-of-flow text: "Cart , 3 items…").
 * (A link with its own aria-label gets the same text added to that label instead.)
 * At 0 items the link has the class `sqs-cart-empty` (SPEC.md §4 names no class).
 * Theme: --sqs-cart-link-gap, --sqs-cart-badge-{background,color,border,radius,font-size}.
 *
 * Changes: the window event `sqs-cart-change` (see CART_CHANGE_EVENT) updates every link
 * without a reload and is mirrored to local storage (`sqs-cart-summary`) so the site's other
 * open tabs update too (their `storage` event). A change of the item count after load is
 * announced once through one visually hidden polite status region appended to the body
 * (the links themselves are not live regions).
 */
import { CART_LINK_SELECTOR } from './cart-link-selector';
import { on } from '../../events';
import { report } from '../../report';
import type { ChromeEnv } from '../chrome-env';
import {
  CART_EMPTY_CLASS,
  CART_SUMMARY_STORAGE_KEY,
  cartChangeDetail,
  cartLinkParts,
  cartLinkView,
  initialCartSummary,
  normaliseCartSummary,
  parseStoredSummary,
  sameSummary,
  type CartSummary,
} from './cart-link-model';

const SOURCE = 'cart-link';
export const CART_SUMMARY_ATTRIBUTE = 'data-sqs-cart-summary';
export const CART_STATUS_ATTRIBUTE = 'data-sqs-cart-status';

const HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
// One line once built (the minifier joins the parts): every byte here is on every page with a cart link.
const LINK_CSS =
  ':host{display:inline-flex;align-items:baseline;margin-inline-start:var(--sqs-cart-link-gap,.4em)}' +
  '.shown{display:inline-flex;align-items:baseline;gap:var(--sqs-cart-link-gap,.4em)}' +
  '[part=badge]{box-sizing:border-box;min-width:1.7em;padding:0 .45em;border:var(--sqs-cart-badge-border,1px solid currentColor);border-radius:var(--sqs-cart-badge-radius,999px);background:var(--sqs-cart-badge-background,transparent);color:var(--sqs-cart-badge-color,inherit);font-size:var(--sqs-cart-badge-font-size,.8em);line-height:1.5;text-align:center;font-variant-numeric:tabular-nums}' +
  `[hidden]{display:none!important}.vh{${HIDDEN}}`;
const STATUS_CSS = `:host{${HIDDEN}}`;

let sheets: { link: CSSStyleSheet; status: CSSStyleSheet } | null | undefined;

/** The two shared sheets, or null where constructable sheets are missing (unstyled, still works). */
function styles(): typeof sheets {
  if (sheets === undefined) {
    try {
      const make = (css: string) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        return sheet;
      };
      sheets = { link: make(LINK_CSS), status: make(STATUS_CSS) };
    } catch {
      sheets = null;
    }
  }
  return sheets;
}

function shadow(host: HTMLElement, sheet: CSSStyleSheet | undefined): ShadowRoot {
  const root = host.attachShadow({ mode: 'open' });
  if (sheet) root.adoptedStyleSheets = [sheet];
  return root;
}

interface MountedLink {
  link: HTMLElement;
  host: HTMLElement;
  badge: HTMLElement;
  subtotal: HTMLElement;
  spoken: HTMLElement;
  parts: ReturnType<typeof cartLinkParts>;
  /** The site's own aria-label, when it had one (it overrides content, so we extend it). */
  ariaLabel: string | null;
  /** Whether the link names itself before our text (else no leading separator). */
  named: boolean;
}

function mountLink(doc: Document, link: HTMLElement): MountedLink {
  const ariaLabel = link.getAttribute('aria-label');
  const named = ariaLabel !== null ? ariaLabel.trim() !== '' : link.textContent.trim() !== '' || link.childElementCount > 0;
  const host = doc.createElement('span');
  host.setAttribute(CART_SUMMARY_ATTRIBUTE, '');
  const root = shadow(host, styles()?.link);
  const span = (part?: string) => {
    const el = doc.createElement('span');
    if (part) el.setAttribute('part', part);
    return el;
  };
  const shown = span();
  shown.className = 'shown';
  shown.setAttribute('aria-hidden', 'true');
  const badge = span('badge');
  const subtotal = span('subtotal');
  shown.append(badge, subtotal);
  const spoken = span();
  spoken.className = 'vh';
  root.append(shown, spoken);
  link.append(host);
  return { link, host, badge, subtotal, spoken, parts: cartLinkParts(link.getAttribute('data-sqs-cart-link')), ariaLabel, named };
}

function render(mounted: MountedLink, summary: CartSummary): void {
  const { link, badge, subtotal, spoken, parts, ariaLabel, named } = mounted;
  const view = cartLinkView(summary, parts);
  link.classList.toggle(CART_EMPTY_CLASS, view.empty);
  badge.textContent = view.badge;
  badge.hidden = !parts.count;
  subtotal.textContent = view.subtotal;
  subtotal.hidden = view.subtotal === '';
  // The name's separator: "Cart" + ", 3 items in cart".
  const text = named ? `, ${view.label}` : view.label;
  if (ariaLabel !== null) link.setAttribute('aria-label', ariaLabel + text);
  else spoken.textContent = text;
}

/**
 * Enhances every cart link in `root` (the page by default; stories pass their own element);
 * returns the teardown. Never throws out of its handlers.
 */
export function mountCartLinks(env: ChromeEnv, root: ParentNode = env.document): () => void {
  const { window: win, document: doc } = env;
  const links = [...root.querySelectorAll<HTMLElement>(CART_LINK_SELECTOR)].filter(
    (link) => !link.querySelector(`[${CART_SUMMARY_ATTRIBUTE}]`),
  );
  if (links.length === 0) return () => {};

  let summary = initialCartSummary(env.context.websiteSettings);
  const mounted = links.map((link) => mountLink(doc, link));
  for (const m of mounted) render(m, summary);

  const status = doc.createElement('div');
  status.setAttribute(CART_STATUS_ATTRIBUTE, '');
  status.setAttribute('role', 'status');
  shadow(status, styles()?.status).append(doc.createElement('slot'));
  doc.body.append(status);

  const apply = (next: CartSummary) => {
    if (sameSummary(summary, next)) return;
    const countChanged = next.items !== summary.items;
    summary = next;
    for (const m of mounted) render(m, summary);
    if (countChanged) status.textContent = cartLinkView(summary).spoken;
  };

  // The detail comes from any script on the page: read as unknown, whatever its declared type.
  const onChange = (event: CustomEvent<unknown>) => {
    try {
      const next = normaliseCartSummary(event.detail);
      if (!next) {
        report({ source: SOURCE, message: 'sqs-cart-change needs a detail { items, subtotal: { value, currency } }; ignored.' });
        return;
      }
      apply(next);
      try {
        win.localStorage.setItem(CART_SUMMARY_STORAGE_KEY, JSON.stringify(cartChangeDetail(next)));
      } catch {
        // No storage (sandboxed frame, blocked, quota): the other tabs just do not follow.
      }
    } catch (error) {
      report({ source: SOURCE, message: 'The cart link could not update.', error });
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_SUMMARY_STORAGE_KEY) return;
    try {
      const next = parseStoredSummary(event.newValue);
      if (next) apply(next);
    } catch (error) {
      report({ source: SOURCE, message: 'The cart link could not update.', error });
    }
  };

  const stopChanges = on(win, 'sqs-cart-change', onChange);
  win.addEventListener('storage', onStorage);

  return () => {
    stopChanges();
    win.removeEventListener('storage', onStorage);
    for (const { link, host, ariaLabel } of mounted) {
      host.remove();
      link.classList.remove(CART_EMPTY_CLASS);
      if (link.getAttribute('class') === '') link.removeAttribute('class');
      if (ariaLabel !== null) link.setAttribute('aria-label', ariaLabel);
    }
    status.remove();
  };
}
