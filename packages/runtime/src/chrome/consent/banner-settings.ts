/**
 * The cookie banner's settings (SPEC.md §3 "Cookie banner settings") normalised exactly as
 * SPEC.md §5 "Cookie banner defaults" says, with the default texts of SPEC.md §9. Pure.
 *
 * Enumerated values are matched exactly (they are upper-case codes on the wire); anything
 * else is "unknown" and gets the spec's default. Texts are plain text, never HTML. Used by the
 * runtime's show function and by <sqs-cookie-banner> itself, which normalises its attributes.
 */
import { message } from '../../contracts/messages';
import type { PageContext } from '../../page/page-context';
import { cookiePolicy } from '../../consent/consent-policy';

export const BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
export const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
export const BANNER_THEMES = ['LIGHT', 'DARK'] as const;
export const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;

export type BannerVariant = (typeof BANNER_VARIANTS)[number];
export type BarPosition = (typeof BAR_POSITIONS)[number];
export type PopupPosition = (typeof POPUP_POSITIONS)[number];
export type BannerPosition = BarPosition | PopupPosition;
export type BannerTheme = (typeof BANNER_THEMES)[number];
export type CtaVariant = (typeof CTA_VARIANTS)[number];
export type AcceptType = (typeof ACCEPT_TYPES)[number];

/** SPEC.md §9 "Default banner texts". */
export const DEFAULT_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';
export const DEFAULT_ACCEPT_TEXT = 'Accept';
export const DEFAULT_DECLINE_TEXT = 'Decline';

export interface BannerTexts {
  text: string;
  accept: string;
  decline: string;
}

export const DEFAULT_BANNER_TEXTS: BannerTexts = { text: DEFAULT_BANNER_TEXT, accept: DEFAULT_ACCEPT_TEXT, decline: DEFAULT_DECLINE_TEXT };

/** The default texts (SPEC.md §9) through the message table, so a site can translate them. */
export function bannerDefaults(): BannerTexts {
  return {
    text: message('cookie-banner.text', DEFAULT_BANNER_TEXT),
    accept: message('cookie-banner.accept', DEFAULT_ACCEPT_TEXT),
    decline: message('cookie-banner.decline', DEFAULT_DECLINE_TEXT),
  };
}

export interface BannerSettings {
  /** isCookieBannerEnabled is exactly true. */
  enabled: boolean;
  variant: BannerVariant;
  /** TOP/BOTTOM for a bar, a corner for a popup. */
  position: BannerPosition;
  theme: BannerTheme;
  ctaVariant: CtaVariant;
  acceptType: AcceptType;
  /** cookieBannerText, else the default. */
  text: string;
  /** cookieBannerCtaText, else the default ('Accept'). For ICON it is the button's accessible name. */
  acceptText: string;
  /** cookieBannerOptOutCtaText, else the default ('Decline'). */
  declineText: string;
  /** SPEC.md §5: only for OPT_IN_AND_OUT when the CTA variant is not ICON. */
  showDecline: boolean;
  /** isRestrictiveCookiePolicyEnabled or isRestrictiveCookiePolicyAbsolute (analytics-gate cookiePolicy). */
  restrictive: boolean;
  /** isAnalyticsCookiesDisabled. */
  analyticsCookiesDisabled: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** SPEC.md §5 "empty text replaced by default": missing, not a string, or only white space. */
export function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * SPEC.md §5: a bar position that is not TOP/BOTTOM becomes TOP if it was a top popup corner,
 * else BOTTOM; a popup position TOP/BOTTOM maps to TOP_LEFT/BOTTOM_LEFT, unknown to BOTTOM_LEFT.
 */
export function normalisePosition(variant: BannerVariant, position: unknown): BannerPosition {
  if (variant === 'BAR') {
    if (oneOf(BAR_POSITIONS, position)) return position;
    return position === 'TOP_LEFT' || position === 'TOP_RIGHT' ? 'TOP' : 'BOTTOM';
  }
  if (oneOf(POPUP_POSITIONS, position)) return position;
  return position === 'TOP' ? 'TOP_LEFT' : 'BOTTOM_LEFT';
}

/** SPEC.md §5 "Decline button only for OPT_IN_AND_OUT when variant is not ICON". */
export function declineAllowed(acceptType: AcceptType, ctaVariant: CtaVariant): boolean {
  return acceptType === 'OPT_IN_AND_OUT' && ctaVariant !== 'ICON';
}

/** The banner's values by the names `<sqs-cookie-banner>` gives its attributes, as found. */
export interface BannerValues {
  variant?: unknown;
  position?: unknown;
  theme?: unknown;
  ctaVariant?: unknown;
  acceptType?: unknown;
  text?: unknown;
  acceptText?: unknown;
  declineText?: unknown;
  restrictive?: unknown;
}

export type BannerLook = Omit<BannerSettings, 'enabled' | 'analyticsCookiesDisabled'>;

/**
 * What the banner shows (SPEC.md §5). `defaults` are the texts used for empty ones (the banner
 * passes them through message() so a site can translate them).
 *
 * Unknown variant → BAR, theme → DARK, CTA variant → ICON (SPEC.md §5). The spec only says an
 * EMPTY accept type becomes OPT_IN; an unknown non-empty one becomes OPT_IN too (the choice
 * that offers no decline button the site did not ask for).
 */
export function normaliseBanner(values: BannerValues, defaults: BannerTexts = DEFAULT_BANNER_TEXTS): BannerLook {
  const variant: BannerVariant = oneOf(BANNER_VARIANTS, values.variant) ? values.variant : 'BAR';
  const ctaVariant: CtaVariant = oneOf(CTA_VARIANTS, values.ctaVariant) ? values.ctaVariant : 'ICON';
  const acceptType: AcceptType = oneOf(ACCEPT_TYPES, values.acceptType) ? values.acceptType : 'OPT_IN';
  return {
    variant,
    position: normalisePosition(variant, values.position),
    theme: oneOf(BANNER_THEMES, values.theme) ? values.theme : 'DARK',
    ctaVariant,
    acceptType,
    text: textOr(values.text, defaults.text),
    acceptText: textOr(values.acceptText, defaults.accept),
    declineText: textOr(values.declineText, defaults.decline),
    showDecline: declineAllowed(acceptType, ctaVariant),
    restrictive: values.restrictive === true,
  };
}

/** websiteSettings.cookieSettings → complete settings (the look of normaliseBanner, and the policy). */
export function normaliseBannerSettings(raw: Readonly<Record<string, unknown>>, defaults: BannerTexts = DEFAULT_BANNER_TEXTS): BannerSettings {
  const policy = cookiePolicy({ websiteSettings: { cookieSettings: raw } } as unknown as Pick<PageContext, 'websiteSettings'>);
  return {
    enabled: raw.isCookieBannerEnabled === true,
    ...normaliseBanner(
      {
        variant: raw.cookieBannerVariant,
        position: raw.cookieBannerPosition,
        theme: raw.cookieBannerTheme,
        ctaVariant: raw.cookieBannerCtaVariant,
        acceptType: raw.cookieBannerAcceptType,
        text: raw.cookieBannerText,
        acceptText: raw.cookieBannerCtaText,
        declineText: raw.cookieBannerOptOutCtaText,
        restrictive: policy.restrictive,
      },
      defaults,
    ),
    analyticsCookiesDisabled: policy.analyticsCookiesDisabled,
  };
}

/** The same from a page context. */
export function bannerSettings(context: Pick<PageContext, 'websiteSettings'>, defaults?: BannerTexts): BannerSettings {
  return normaliseBannerSettings(context.websiteSettings.cookieSettings ?? {}, defaults);
}
