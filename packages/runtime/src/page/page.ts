/**
 * The page a block, a chrome feature or a site service runs on (issue 12 item 2): its context
 * read once per document, one API client per document, and the one rule for where API calls go
 * (CONTRACT.md §3). Importing this module starts nothing, so a block embedded without the
 * runtime, the consent gate and the services all ask it, and agree.
 */
import type { ApiClient } from '../data/api-types';
import { lazyApiClient } from '../data/lazy-api-client';
import { readPageContext, type PageContext } from './page-context';

export interface Page {
  /** The page context, parsed on first use; invalid JSON is reported once (page-context.ts). */
  readonly context: PageContext;
  /** Where API calls go: `apiOrigin` of the context and the page's address. */
  readonly apiBase: string;
  /** The data layer bound to `apiBase`; its code loads with the first request (lazy-api-client.ts). */
  readonly api: ApiClient;
}

/**
 * CONTRACT.md §3: API calls go to the page's origin, or to `website.baseUrl` when the page is on
 * another origin. A base URL on the page's own origin, or one that is not a URL, means the page's
 * origin. Pure.
 */
export function apiOrigin(baseUrl: string, pageHref: string): string {
  const pageOrigin = new URL(pageHref).origin;
  if (!baseUrl) return pageOrigin;
  try {
    const base = new URL(baseUrl, pageHref);
    return base.origin === pageOrigin || !/^https?:$/.test(base.protocol) ? pageOrigin : base.href.replace(/\/$/, '');
  } catch {
    return pageOrigin;
  }
}

const pages = new WeakMap<Document, Page>();

/** The page of `doc` (the current document by default), built once. */
export function pageOf(doc: Document = document): Page {
  let page = pages.get(doc);
  if (!page) {
    let context: PageContext | undefined;
    let api: ApiClient | undefined;
    const href = () => doc.defaultView?.location.href ?? doc.URL;
    page = {
      get context() {
        return (context ??= readPageContext(doc));
      },
      get apiBase() {
        return apiOrigin(this.context.website.baseUrl, href());
      },
      get api() {
        return (api ??= lazyApiClient(() => import('../data/api-client'), { baseUrl: this.apiBase }));
      },
    };
    pages.set(doc, page);
  }
  return page;
}

/** Forgets what was read of `doc`, so the next `pageOf` reads it again (the runtime's `destroy`). */
export function forgetPage(doc: Document = document): void {
  pages.delete(doc);
}
