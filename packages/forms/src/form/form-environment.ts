/**
 * What a form needs from the page: the page's one data layer and context (page/page.ts: read
 * once per document, API calls to the page's origin or `website.baseUrl`, CONTRACT.md §3), the
 * context for the payload's event fields (SPEC.md §3), and session storage for drafts.
 */
import type { ApiClient } from '@sqs/runtime/data/api-types';
import { openStore, type KeyValueStore } from '@sqs/runtime/contracts/storage';
import { pageOf } from '@sqs/runtime/page/page';
import type { PageContext } from '@sqs/runtime/page/page-context';
import type { PayloadContext } from '../model/payload';

export interface FormEnvironment {
  api: ApiClient;
  context: PageContext;
  drafts: KeyValueStore;
  window: Window;
}

export function formEnvironment(host: HTMLElement): FormEnvironment {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const page = pageOf(doc);
  return { api: page.api, context: page.context, drafts: openStore('session', win), window: win };
}

/** The payload's event-context fields (SPEC.md §3 "Form submission payload"). */
export function eventContext(env: FormEnvironment, isOverlayForm: boolean): Omit<PayloadContext, 'key' | 'captchaKey'> {
  const { context, window: win } = env;
  return {
    isOverlayForm,
    pageTitle: win.document.title,
    pageId: context.item?.id ?? context.collection?.id ?? '',
    contentSource: context.item ? 'i' : 'c',
    pagePath: win.location.pathname,
    pagePermissionTypeValue: String(context.websiteSettings.pagePermissionTypeValue ?? ''),
  };
}
