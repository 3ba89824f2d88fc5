/**
 * Server HTML → member-area props. Each child `<section>` is a price view (monthly, yearly…) with
 * its own join link; its toggle label is `data-label`, else the text of its first heading; its plan
 * `data-plan`, else its join link's `?plan=`. Other
 * children (an intro, a "Sign in" link) stay above the toggle. With no JavaScript every view is
 * listed and every join link goes to the server's sign-up page. Reads only, never throws.
 */
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import { message } from '@sqs/runtime/contracts/messages';
import type { memberAreaSettings } from './member-area.settings';

export interface MemberAreaContent {
  /** `plan`: the plan id a sign-up from this view names ('' for none). */
  views: Array<{ label: string; plan: string }>;
}

export type MemberAreaProps = SettingsOf<typeof memberAreaSettings> & MemberAreaContent;

/** Why a block with no price view keeps its server HTML (reported once). */
export const NO_VIEWS = 'no <section> child to make a price view of; the server HTML stays';

export const viewsOf = (host: Element): HTMLElement[] =>
  [...host.children].filter((child): child is HTMLElement => child.localName === 'section');

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The `plan` of a join link's address (`/members/join?plan=yearly`), or ''. */
export function planOfLink(link: Element | null | undefined): string {
  const href = link?.getAttribute('href');
  if (!href) return '';
  try {
    return clean(new URL(href, 'https://site.invalid/').searchParams.get('plan'));
  } catch {
    return '';
  }
}

/** A view's plan: its `data-plan`, else the plan its join link names. */
const planOfView = (section: Element) => clean(section.getAttribute('data-plan')) || planOfLink(section.querySelector('a[data-join]'));

/** Fallback of the message `memberArea.untitledView`; `{n}` is the view's 1-based position. */
export const UNTITLED_VIEW_TEXT = 'Option {n}';

export function readMemberArea(host: Element): MemberAreaContent | BlockFallback {
  const views = viewsOf(host).map((section, index) => ({
    plan: planOfView(section),
    label: clean(section.getAttribute('data-label')) || clean(section.querySelector('h1,h2,h3,h4,h5,h6')?.textContent) || message('memberArea.untitledView', UNTITLED_VIEW_TEXT, { n: index + 1 }),
  }));
  return views.length > 0 ? { views } : keepFallback(NO_VIEWS);
}

/** Sections are direct children: naming their slot is all the upgrade changes. */
export function slotMemberArea(host: Element): () => void {
  const sections = viewsOf(host);
  sections.forEach((section, index) => {
    section.slot = `view-${index}`;
  });
  return () => sections.forEach((section) => section.removeAttribute('slot'));
}
