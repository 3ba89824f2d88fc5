/**
 * What a form needs from the page, gathered once per instance: the data layer (to the
 * page's origin, or `website.baseUrl` when embedded elsewhere, CONTRACT.md §3), the page
 * context for the payload's event fields (SPEC.md §3), and session storage for drafts.
 */
import { createApiClient, type ApiClient } from '@sqs/runtime/data/api-client';
import { openStore, type KeyValueStore } from '@sqs/runtime/contracts/storage';
import { readPageContext, type PageContext } from '@sqs/runtime/page-context';
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
  const context = readPageContext(doc);
  const baseUrl = context.website.baseUrl && new URL(context.website.baseUrl, win.location.href).origin !== win.location.origin
    ? context.website.baseUrl
    : '';
  return { api: createApiClient({ baseUrl }), context, drafts: openStore('session', win), window: win };
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
