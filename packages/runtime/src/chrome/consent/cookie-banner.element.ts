import { html, nothing } from 'lit/html.js';
import { message } from '../../contracts/messages';
import { ChromeElement } from '../chrome-element';
import { bannerDefaults, normaliseBanner, type BannerLook } from './banner-settings';
import css from './consent-banner.css?inline';
import type {} from './cookie-banner.events';
import { recordDecision } from './server-banner';

/** Delay before the text is written into the live region (it must exist first to be heard). */
export const ANNOUNCE_DELAY_MS = 100;

const classes: Record<string, string> = {
  TOP: 'top',
  BOTTOM: 'bottom',
  TOP_LEFT: 'top-left',
  TOP_RIGHT: 'top-right',
  BOTTOM_LEFT: 'bottom-left',
  BOTTOM_RIGHT: 'bottom-right',
  TEXT: 'text-cta',
  BUTTON: 'button',
  ICON: 'icon',
};

/**
 * The cookie banner (issue 6 item 1; SPEC.md §3 "Cookie banner settings", §4, §5 "Cookie banner
 * defaults", §9 default texts). The runtime shows it from `websiteSettings.cookieSettings`
 * (consent-banner.ts); a template may place it itself. Its attributes are the settings'
 * values and are normalised as SPEC.md §5 says (an unknown variant is BAR, and so on); empty
 * texts get the defaults, translatable through the message table. Accept stores true,
 * decline false (consent-store.ts setConsent, which also announces `sqs-consent-change` on
 * window); then the banner removes itself.
 *
 * Accessibility choices:
 * - Not modal: a region named 'Cookie consent' (our wording: the spec gives no label). Focus is
 *   not moved into it and never trapped; the page stays usable around it.
 * - The runtime puts it FIRST in <body>, so keyboard and screen-reader users meet the decision
 *   first, whichever edge or corner it is drawn at.
 * - Announced politely: its text is a polite live region filled just after the banner is in
 *   the page (a live region only speaks changes made after it exists).
 * - Escape does not dismiss it: dismissing would be neither an accept nor a decline, and the
 *   banner would come back on the next page. It pushes no layer on the dismiss stack, so
 *   Escape still reaches the popups and dialogs above it.
 * - After a decision it is removed; focus, if it was on a banner button, falls back to the
 *   start of the page, which is where the banner was.
 *
 * @summary The cookie consent banner: a bar or a corner popup with Accept (and Decline).
 * @tag sqs-cookie-banner
 *
 * @attr {'BAR' | 'POPUP'} variant - A bar along an edge, or a popup in a corner (default BAR).
 * @attr {'TOP' | 'BOTTOM' | 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT'} position - Edge of a bar, corner of a popup (SPEC.md §5 maps the others).
 * @attr {'LIGHT' | 'DARK'} theme - The look (default DARK).
 * @attr {'TEXT' | 'BUTTON' | 'ICON'} cta-variant - The buttons as text links, buttons, or a close-style icon (default ICON).
 * @attr {'OPT_IN' | 'OPT_IN_AND_OUT'} accept-type - Accept only, or Accept and Decline (not with ICON; default OPT_IN).
 * @attr {string} text - The banner's text (plain text; default SPEC.md §9's).
 * @attr {string} accept-text - The accept button's text, or the icon's name (default 'Accept').
 * @attr {string} decline-text - The decline button's text (default 'Decline').
 * @attr {boolean} restrictive - The site's cookie policy is restrictive: a decline also clears the restricted cookies.
 *
 * @fires {CustomEvent<{consent: 'granted' | 'declined'}>} sqs-cookie-banner-decision - The visitor accepted or declined; the decision is stored.
 *
 * @csspart banner - The banner box (a region).
 * @csspart text - The text.
 * @csspart actions - The buttons' row.
 * @csspart accept - The accept button.
 * @csspart decline - The decline button.
 *
 * @cssprop [--sqs-cookie-banner-background=#1c1c1c (DARK), #fff (LIGHT)] - Background.
 * @cssprop [--sqs-cookie-banner-color=#fff (DARK), #1c1c1c (LIGHT)] - Text colour.
 * @cssprop [--sqs-cookie-banner-button-background=the text colour] - Background of a BUTTON accept.
 * @cssprop [--sqs-cookie-banner-button-color=the background] - Text colour of a BUTTON accept.
 * @cssprop [--sqs-cookie-banner-button-radius=4px] - Corner radius of the buttons.
 * @cssprop [--sqs-cookie-banner-focus-color=the text colour] - Focus ring colour.
 * @cssprop [--sqs-cookie-banner-font-family=inherit] - Font family.
 * @cssprop [--sqs-cookie-banner-font-size=15px] - Font size.
 * @cssprop [--sqs-cookie-banner-padding=16px 24px] - Padding of the box.
 * @cssprop [--sqs-cookie-banner-popup-width=380px] - Width of a POPUP.
 * @cssprop [--sqs-cookie-banner-radius=8px] - Corner radius of a POPUP.
 * @cssprop [--sqs-cookie-banner-z-index=2147483000] - Stacking order.
 */
export class SqsCookieBanner extends ChromeElement {
  static override styles = css;
  static override properties = {
    variant: {},
    position: {},
    theme: {},
    ctaVariant: {},
    acceptType: {},
    text: {},
    acceptText: {},
    declineText: {},
    restrictive: { type: Boolean },
  };

  declare variant?: string;
  declare position?: string;
  declare theme?: string;
  declare ctaVariant?: string;
  declare acceptType?: string;
  declare text?: string;
  declare acceptText?: string;
  declare declineText?: string;
  declare restrictive?: boolean;
  private announced = false;
  private timer = 0;
  private decided = false;

  /** The attributes as SPEC.md §5 normalises the page context's settings. */
  get settings(): BannerLook {
    return normaliseBanner(this, bannerDefaults());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.announced) return;
    this.timer = this.win.setTimeout(() => {
      this.announced = true;
      this.update();
    }, ANNOUNCE_DELAY_MS);
  }

  disconnectedCallback(): void {
    this.win.clearTimeout(this.timer);
  }

  /** Stores the decision (SPEC.md §4: accept true, decline false), once; then leaves the page. */
  private decide(granted: boolean): void {
    if (this.decided) return;
    this.decided = true;
    recordDecision(this.win, this, granted, this.settings.restrictive);
    this.remove();
  }

  protected override render() {
    const s = this.settings;
    const look = `banner ${s.variant.toLowerCase()} ${classes[s.position]} ${s.theme.toLowerCase()} ${classes[s.ctaVariant]}`;
    const icon = s.ctaVariant === 'ICON';
    // Written without spaces between tags: a template's text is shipped as written.
    return html`<section part="banner" class="${look}${this.announced ? ' in' : ''}" role="region" aria-label=${message('cookie-banner.label', 'Cookie consent')} data-variant=${s.variant} data-position=${s.position}><p part="text" class="text" aria-live="polite">${
      this.announced ? s.text : ''
    }</p><div part="actions" class="actions"><button part="accept" class="accept" type="button" aria-label=${icon ? s.acceptText : nothing} title=${icon ? s.acceptText : nothing} @click=${() => this.decide(true)}>${
      icon ? html`<span aria-hidden="true">×</span>` : s.acceptText
    }</button>${s.showDecline ? html`<button part="decline" class="decline" type="button" @click=${() => this.decide(false)}>${s.declineText}</button>` : nothing}</div></section>`;
  }
}
