/**
 * The booking blocks' rules (OPENTABLE_V2 66, TOCK 68, ACUITY 65): one implementation, one
 * adapter per provider. The provider's script URL is the block JSON's `source`; the adapter
 * says how the provider is named, where its own page is (the link a failure leaves), and what
 * mount point its script looks for. Pure: no DOM, no React.
 */

/** SPEC.md §9: booking widget 'wide' above 850 px, else 'standard'. */
export const WIDE_ABOVE = 850;
/** SPEC.md §9: Tock-style column layout at 750 px or less. */
export const COLUMNS_AT_MOST = 750;

export type WidgetSize = 'wide' | 'standard';
export const widgetSize = (width: number): WidgetSize => (width > WIDE_ABOVE ? 'wide' : 'standard');
export const columnsLayout = (width: number): boolean => width <= COLUMNS_AT_MOST;

export type ProviderId = 'opentable' | 'tock' | 'acuity';

export interface BookingAdapter {
  /** The provider as visitors know it (consent placeholder, link text). */
  label: string;
  /** Block type code (SPEC.md §2). */
  blockType: number;
  /** The provider's own page when the block gives none. */
  home: string;
  /** The script's URL for this block: `source`, with what the provider reads from it. */
  scriptUrl(source: URL, size: WidgetSize): URL;
  /** Attributes of the light-DOM mount point the provider's script fills. */
  mount(data: Readonly<Record<string, unknown>>, size: WidgetSize, columns: boolean): Record<string, string>;
}

const str = (data: Readonly<Record<string, unknown>>, key: string) =>
  Object.hasOwn(data, key) && (typeof data[key] === 'string' || typeof data[key] === 'number') ? String(data[key]) : '';

/** The real providers' contracts, kept as data: their script URLs come only from `source`. */
export const ADAPTERS: Record<ProviderId, BookingAdapter> = {
  opentable: {
    label: 'OpenTable',
    blockType: 66,
    home: 'https://www.opentable.com/',
    // OpenTable's loader reads its theme from its own query and writes the widget after itself.
    scriptUrl: (source, size) => withParam(source, 'theme', size),
    mount: (_data, size) => ({ 'data-size': size }),
  },
  tock: {
    label: 'Tock',
    blockType: 68,
    home: 'https://www.exploretock.com/',
    scriptUrl: (source) => source,
    // tock.js fills #Tock_widget_container-like nodes marked by these attributes.
    mount: (data, _size, columns) => ({
      'data-tock-display-mode': str(data, 'displayMode') || 'Button',
      'data-tock-widget': 'search',
      'data-tock-name': str(data, 'businessName'),
      'data-tock-layout': columns ? 'columns' : 'rows',
    }),
  },
  acuity: {
    label: 'Acuity Scheduling',
    blockType: 65,
    home: 'https://acuityscheduling.com/',
    scriptUrl: (source) => source,
    mount: (data) => ({ 'data-acuity-owner': str(data, 'owner') }),
  },
};

function withParam(url: URL, key: string, value: string): URL {
  const copy = new URL(url.href);
  copy.searchParams.set(key, value);
  return copy;
}

/**
 * The script address to load: `source` resolved against the page, http(s) only. Anything else
 * (`javascript:`, `data:`, `blob:`, not a URL) is refused with null: never loaded.
 */
export function scriptSource(source: unknown, base: string): URL | null {
  if (typeof source !== 'string' || !source.trim()) return null;
  try {
    const url = new URL(source.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A link to the provider's page from the server HTML: http(s) only, else the adapter's home. */
export function providerLink(href: string | null | undefined, adapter: BookingAdapter, base: string): string {
  const url = href ? scriptSource(href, base) : null;
  return url ? url.href : adapter.home;
}
