/**
 * A booking widget's life: wait until the block is near the view (200 px, SPEC.md §9 lazy
 * margin), then, for a script from another origin under a restrictive cookie policy, for
 * consent (the runtime's click-to-load placeholder, as video embeds); then insert the
 * provider's script from `source` (http(s) only) into a light-DOM mount point the view slots.
 * The host carries `loading`, then `loaded` (SPEC.md §4); a failure is reported and leaves the
 * link to the provider's page. In a logged-in preview the widget is inert under 'Preview Only'.
 */
import { useEffect, useRef, useState } from 'react';
import { trustedScriptUrl } from '@sqs/runtime/html/script-url';
import { emit } from '@sqs/runtime/events';
import { pageOf } from '@sqs/runtime/page/page';
import type {} from './booking.events';
import { report } from '@sqs/runtime/report';
import { columnsLayout, scriptSource, widgetSize } from './booking.logic';
import type { BookingProps } from './booking.read';

export type BookingState = 'waiting' | 'consent' | 'loading' | 'loaded' | 'failed';

export const MOUNT_SLOT = 'widget';

function nearView(el: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}

export function useBooking(props: BookingProps, host: HTMLElement) {
  const [state, setState] = useState<BookingState>('waiting');
  const placeholderBox = useRef<HTMLDivElement | null>(null);
  const doc = host.ownerDocument;
  const preview = pageOf(doc).context.authenticatedAccount !== null;
  const source = scriptSource(props.source, doc.baseURI);

  useEffect(() => {
    const abort = new AbortController();
    let removePlaceholder: (() => void) | null = null;
    let mount: HTMLElement | null = null;
    const fail = (why: string, error?: unknown) => {
      report({ source: host.localName, message: `${props.adapter.label} widget failed: ${why}`, error, element: host });
      host.classList.remove('loading');
      setState('failed');
      emit(host, 'sqs-booking-failed', { provider: props.adapter.label, reason: why });
    };
    if (!source) {
      fail(`"source" is not an http(s) URL: ${props.source.slice(0, 100)}`);
      return () => abort.abort();
    }
    const load = () => {
      if (abort.signal.aborted) return;
      const width = host.getBoundingClientRect().width;
      const size = widgetSize(width);
      const columns = columnsLayout(width);
      host.setAttribute('data-size', size);
      host.toggleAttribute('data-columns', columns);
      host.classList.add('loading');
      setState('loading');
      mount = doc.createElement('div');
      mount.slot = MOUNT_SLOT;
      mount.className = 'sqs-booking-widget';
      mount.setAttribute('data-sqs-booking-widget', props.adapter.label);
      for (const [name, value] of Object.entries(props.adapter.mount(props.data, size, columns))) mount.setAttribute(name, value);
      if (preview) mount.inert = true;
      const script = doc.createElement('script');
      script.src = trustedScriptUrl(props.adapter.scriptUrl(source, size).href, doc.defaultView ?? window);
      script.async = true;
      script.addEventListener('load', () => {
        if (abort.signal.aborted) return;
        host.classList.replace('loading', 'loaded');
        setState('loaded');
        emit(host, 'sqs-booking-loaded', { provider: props.adapter.label });
      });
      script.addEventListener('error', (event) => fail(`its script did not load (${script.src})`, event));
      mount.append(script);
      host.append(mount);
    };
    void nearView(host, abort.signal).then(async () => {
      if (abort.signal.aborted) return;
      const thirdParty = source.origin !== new URL(doc.baseURI).origin;
      if (!thirdParty) return load();
      const gate = await import('@sqs/runtime/consent/consent-gate');
      const win = doc.defaultView ?? window;
      if (abort.signal.aborted) return;
      if (gate.thirdPartyAllowed(win)) return load();
      setState('consent');
      if (placeholderBox.current) removePlaceholder = gate.renderConsentPlaceholder(placeholderBox.current, { label: props.adapter.label, onAllow: load, window: win });
    });
    return () => {
      abort.abort();
      removePlaceholder?.();
      mount?.remove();
      host.classList.remove('loading', 'loaded');
    };
  }, [host, doc, props.adapter, props.data, props.source, preview, source?.href]);

  return { state, preview, placeholderBox };
}
