/**
 * State, then behaviour, for one responsive image (SPEC.md §4 "Images"): unloaded →
 * loading → loaded (or error). It waits until the image is within 200 px of the viewport
 * (unless eager), measures the box, asks the loader for a width, queues the load and
 * fetches again only when a larger width is needed (or the update is forced).
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { imageWarnings, imageWarningText } from './image-messages';
import { currentDevice, loadImage, sharedImageQueue } from './image-environment';
import type { ImageQueue } from './image-queue';
import {
  aspectRatio,
  CENTER,
  chooseWidth,
  DEFAULT_DPR_MAX,
  DEFAULT_DPR_MIN,
  fillPosition,
  fitPosition,
  imageUrl,
  isValidSource,
  normaliseSizeAdjustment,
  parseDimensions,
  parseFitAlignment,
  parseFocalPoint,
  parseMode,
  shouldFetch,
  type Box,
  type Dimensions,
  type FocalPoint,
  type ImageMode,
  type ServerImage,
  type SizeFormat,
} from './image-sizing';
import { watchNear, watchSize } from './observe';

export type ImageState = 'unloaded' | 'loading' | 'loaded' | 'error';

export interface ImageLoadDetail {
  url: string;
  /** The platform width fetched (one of SPEC.md §9's widths). */
  width: number;
}

export interface UseImageOptions {
  src: string;
  /** `{width, height}` or the attribute form `"1500x1000"`. */
  dimensions?: Dimensions | string | null;
  /** `{x, y}` (0..1) or the attribute form `"0.5,0.3"`. */
  focalPoint?: FocalPoint | string | null;
  /** fit, fill (default) or none; null means none (SPEC.md §5). */
  mode?: ImageMode | string | null;
  /** Words such as `top left`; a fit image without one is centred, with a warning. */
  fitAlignment?: string | null;
  /** Load now rather than when within 200 px of the viewport. */
  eager?: boolean;
  /** Hold every load until false again (SPEC.md §4 load mode `false`). */
  defer?: boolean;
  sizeAdjustment?: number;
  dprMin?: number;
  dprMax?: number;
  allowSaveData?: boolean;
  forceImageUpdate?: boolean;
  sizeFormat?: SizeFormat;
  /** Higher loads first in the shared queue (the gallery's current slide). */
  priority?: number;
  queue?: ImageQueue;
  /** Fetch and decode one URL; the default preloads through `new Image()`. */
  load?: (url: string) => Promise<void>;
  /**
   * The server's `<img>` for this image (issue 13: images once): its URL is shown first, with no
   * request of its own (the browser has it, or is fetching it already), and a larger width is
   * fetched only when the box needs more than it is.
   */
  serverImage?: ServerImage | null;
  onLoad?: (detail: ImageLoadDetail) => void;
  onStateChange?: (state: ImageState) => void;
  /** Each distinct warning once per image (SPEC.md §5 texts). */
  onWarning?: (message: string) => void;
}

interface Loaded extends ImageLoadDetail {
  src: string;
}

export function useImage(options: UseImageOptions) {
  const { src, eager = false, defer = false, forceImageUpdate = false, sizeFormat = 'queryString', priority = 0 } = options;
  const dimensions = useMemo(
    () => (typeof options.dimensions === 'string' ? parseDimensions(options.dimensions) : (options.dimensions ?? null)),
    [options.dimensions],
  );
  const focalPoint = useMemo(() => parseFocalPoint(options.focalPoint ?? null), [options.focalPoint]);
  // Unset means fill (the designs' usual crop); null means none, as SPEC.md §5 has it.
  const mode: ImageMode = options.mode === undefined ? 'fill' : (parseMode(options.mode) ?? 'none');
  const alignment = parseFitAlignment(options.fitAlignment) ?? CENTER;
  const sizeAdjustment = normaliseSizeAdjustment(options.sizeAdjustment ?? 1);
  const dprMin = options.dprMin ?? DEFAULT_DPR_MIN;
  const dprMax = options.dprMax ?? DEFAULT_DPR_MAX;
  const allowSaveData = options.allowSaveData ?? true;
  const valid = isValidSource(src);

  const frame = useRef<HTMLElement | null>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [near, setNear] = useState(eager);
  // The server's image, when the browser has it already, is shown from the first render: no
  // request, no flash, and no second render pass to adopt it (issue 13).
  const server = options.serverImage;
  const adoptable = (image: ServerImage | null | undefined): Loaded | null =>
    image?.complete && valid ? { src, url: image.url, width: image.width ?? 0 } : null;
  const [loaded, setLoaded] = useState<Loaded | null>(() => adoptable(server));
  const [state, setState] = useState<ImageState>(loaded ? 'loaded' : 'unloaded');
  const inflight = useRef<{ src: string; width: number; controller: AbortController } | null>(null);
  // The callbacks may change every render; the load in flight calls the latest.
  const callbacks = useRef(options);
  callbacks.current = options;

  const ref = useCallback((node: HTMLElement | null) => {
    frame.current = node;
  }, []);

  // The box comes from the shared ResizeObserver, whose first report arrives once the browser has
  // laid the frame out anyway: no getBoundingClientRect forcing a layout inside React's commit,
  // which a trace of the 24-slide carousel on a 4x slower CPU showed as the commit's hottest
  // frame, and the re-render it asks for is a transition, so 24 images re-render in slices that
  // yield (issue 13 item 5). Until then a fill image sits at its focal point's percentages.
  useEffect(() => {
    const node = frame.current;
    if (!node) return undefined;
    return watchSize(node, (next) =>
      startTransition(() => setBox((prev) => (prev && prev.width === next.width && prev.height === next.height ? prev : next))),
    );
  }, []);

  useEffect(() => {
    if (eager) {
      setNear(true);
      return undefined;
    }
    const node = frame.current;
    if (!node) return undefined;
    // Once near, an image stays wanted: scrolling away does not unload it.
    const stop = watchNear(node, (isNear) => {
      if (!isNear) return;
      setNear(true);
      stop();
    });
    return stop;
  }, [eager]);

  useEffect(() => {
    const seen = new Set<string>();
    for (const warning of imageWarnings({ source: src, mode: options.mode ?? null, fitAlignment: options.fitAlignment })) {
      const text = imageWarningText(warning);
      if (!seen.has(text)) callbacks.current.onWarning?.(text);
      seen.add(text);
    }
  }, [src, options.mode, options.fitAlignment]);

  // A server image complete after the first render (a new slide list) is adopted the same way;
  // the first render's adoption only needs its onLoad.
  useLayoutEffect(() => {
    const adopted = adoptable(server);
    if (!adopted) return;
    setLoaded((prev) => prev ?? adopted);
    setState('loaded');
    callbacks.current.onLoad?.({ url: adopted.url, width: adopted.width });
  }, [server, src, valid]);

  useEffect(() => {
    if (!near || defer || !valid || !box || box.width <= 0) return;
    const width = chooseWidth(box, { mode, dimensions, sizeAdjustment, dprMin, dprMax, allowSaveData }, currentDevice());
    const current = loaded?.src === src ? loaded.width : null;
    if (!shouldFetch(current, width, forceImageUpdate)) return;
    const pending = inflight.current;
    if (pending && pending.src === src && (pending.width === width || (pending.width > width && !forceImageUpdate))) return;
    pending?.controller.abort();
    const controller = new AbortController();
    inflight.current = { src, width, controller };
    // Big enough already: the server's own URL, which the browser has or is fetching (one request).
    const adopt = server && server.width !== null && server.width >= width;
    const url = adopt ? server.url : imageUrl(src, width, sizeFormat);
    if (current === null) setState('loading');
    const queue = options.queue ?? sharedImageQueue();
    const load = options.load ?? loadImage;
    queue.add(() => load(url), { key: url, priority, signal: controller.signal }).then(
      () => {
        if (controller.signal.aborted) return;
        inflight.current = null;
        const shownWidth = adopt ? (server.width ?? width) : width;
        setLoaded({ src, url, width: shownWidth });
        setState('loaded');
        callbacks.current.onLoad?.({ url, width: shownWidth });
      },
      () => {
        if (controller.signal.aborted) return;
        inflight.current = null;
        // A larger width that failed leaves the smaller one on screen.
        if (current === null) setState('error');
      },
    );
    // Deliberately no cleanup: a resize by a pixel must not cancel a load under way.
  }, [near, defer, valid, box, src, mode, dimensions, sizeAdjustment, dprMin, dprMax, allowSaveData, forceImageUpdate, sizeFormat, priority, loaded, options.queue, options.load, server]);

  // A new source starts over.
  useEffect(() => {
    setLoaded((prev) => (prev && prev.src !== src ? null : prev));
    if (!valid) setState('unloaded');
  }, [src, valid]);

  useEffect(() => () => inflight.current?.controller.abort(), []);

  useEffect(() => {
    callbacks.current.onStateChange?.(state);
  }, [state]);

  const shown = loaded?.src === src ? loaded : null;
  const objectPosition = mode === 'fill' ? fillPosition(focalPoint, box, dimensions) : mode === 'fit' ? fitPosition(alignment) : undefined;

  return {
    ref,
    state: shown ? 'loaded' : state,
    url: shown?.url,
    width: shown?.width,
    mode,
    dimensions,
    ratio: aspectRatio(dimensions),
    objectPosition,
  } as const;
}
