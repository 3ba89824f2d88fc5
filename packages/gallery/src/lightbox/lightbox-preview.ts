/**
 * A tap on a grid gallery's photo answers before the gallery's code has come (issue 13: ready and
 * taps against PhotoSwipe). Where the gallery's lightbox is on, a tap on one of its server
 * `<figure>`s before the block is ready opens that photo at once, full screen, in a plain modal
 * `<dialog>` put inside the figure: the server HTML's own lightbox, made by script (README,
 * "Server HTML for a lightbox", writes the same dialogs into the HTML). When the block is ready it
 * closes that dialog and opens its own lightbox on the same photo (block-element.tsx closes the
 * server dialogs its view hides, and `galleryReplayTarget` maps a dialog to its slide's opener),
 * so the tap has its effect exactly once. A preview the visitor has closed opens nothing later.
 *
 * It runs from `lightbox-preview.early.ts`, dist/chunks/lightbox-preview-<hash>.js, a file that
 * imports nothing: the page's server writes it as a `<script type="module" async>` with the hints
 * for a gallery of a still design (`sqs-gallery/grid`: packages/server/src/preload-hints.ts,
 * manifest.json `early`), so it runs as soon as it arrives, long before React and the gallery's
 * code. runtime.js never asks for it (its bytes are on every page): without the server's script
 * a tap is held and replayed at ready, as before. So this file imports nothing either: the keys it
 * shares with the click holders are written out (replay.ts documents them), and which galleries
 * preview is read from the block data here, as gallery-settings.ts reads it (a test holds the two
 * together).
 */

/** Held clicks on an element, and the mark of a click already recorded (loader/replay.ts). */
const HELD = Symbol.for('sqs.held');
type Held = Element & { [HELD]?: Element[] };
type Marked = Event & { [HELD]?: true };

/** The lightbox's close text, use-lightbox.ts's default (a site's own text comes with the gallery's code). */
const CLOSE_LABEL = 'Close';

/** Design names (SPEC.md §2, core/designs.ts) whose slides stand still: a tap on one opens the lightbox. */
const STILL_DESIGNS = ['stacked', 'grid', 'autogrid', 'autocolumns', 'autorows', 'list'];

/** A server figure of a gallery (CONTRACT.md §4: each child `<figure>` is a slide). */
const FIGURE = 'sqs-gallery > figure';
const PREVIEW = 'dialog[data-sqs-preview]';

/** The block data's settings this file reads; {} when there is none, null when it is not JSON. */
function blockDataOf(host: Element): { lightbox?: unknown; design?: unknown; lightboxTheme?: unknown } | null {
  try {
    return JSON.parse(host.getAttribute('data-block-json') ?? '{}') ?? {};
  } catch {
    return null;
  }
}

/**
 * Whether a tap on `host`'s photos opens its lightbox, read from the block as the gallery reads
 * its settings (core/gallery-settings.ts): the `lightbox` attribute present, or `"lightbox": true`
 * (or "true") in the block data, on a design whose slides stand still (a missing design is the
 * still base). A design's own default (autorows' lightbox on) and unreadable data: no preview,
 * the tap is held and replayed as before.
 */
export function previewsOnTap(host: Element): boolean {
  const data = blockDataOf(host);
  if (!data) return false;
  const design = host.getAttribute('design') ?? data.design;
  const still = design === undefined || (typeof design === 'string' && STILL_DESIGNS.includes(design.trim().toLowerCase()));
  return still && (host.hasAttribute('lightbox') || data.lightbox === true || data.lightbox === 'true');
}

/**
 * The lightbox's theme for this slide, as the lightbox draws it: the slide's own
 * (`data-lightbox-theme`, core/slides.ts), else the block's (dark unless "light").
 */
const isLight = (host: Element, figure: Element): boolean => {
  const own = figure.getAttribute('data-lightbox-theme')?.trim().toLowerCase();
  if (own === 'light' || own === 'dark') return own === 'light';
  const theme = host.getAttribute('lightbox-theme') ?? blockDataOf(host)?.lightboxTheme;
  return typeof theme === 'string' && theme.trim().toLowerCase() === 'light';
};

/**
 * Opens `figure`'s photo in its preview dialog (made the first time), full screen in the
 * lightbox's colours: the grid's picture, already loaded, shows at once behind the larger one the
 * browser picks for the screen (`sizes="100vw"`), which covers it once loaded.
 */
export function openPreview(figure: Element): HTMLDialogElement | null {
  const img = figure.querySelector('img');
  const host = figure.parentElement;
  if (!img || !host) return null;
  let dialog = figure.querySelector<HTMLDialogElement>(`:scope > ${PREVIEW}`);
  if (!dialog) {
    const doc = figure.ownerDocument;
    const [overlay, color] = isLight(host, figure) ? ['#fff', '#111'] : ['#000', '#fff'];
    dialog = doc.createElement('dialog');
    dialog.setAttribute('data-sqs-preview', '');
    dialog.setAttribute('closedby', 'any');
    // Named as the lightbox names itself: the slide's title, else its position (use-lightbox.ts).
    const figures = [...host.children].filter((child) => child.localName === 'figure');
    dialog.setAttribute('aria-label', figure.getAttribute('data-title')?.trim() || img.alt || `Slide ${figures.indexOf(figure) + 1} of ${figures.length}`);
    dialog.style.cssText = `position:fixed;inset:0;box-sizing:border-box;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:64px 0;border:0;overflow:hidden;overscroll-behavior:contain;background:var(--sqs-lightbox-overlay,${overlay});color:var(--sqs-lightbox-color,${color})`;
    const photo = img.cloneNode() as HTMLImageElement;
    photo.removeAttribute('class');
    photo.removeAttribute('loading');
    photo.sizes = '100vw';
    photo.style.cssText = `display:block;width:100%;height:100%;object-fit:contain;background:center/contain no-repeat url(${JSON.stringify(img.currentSrc || img.src)})`;
    const close = doc.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', CLOSE_LABEL);
    close.textContent = '×';
    close.style.cssText = 'position:absolute;top:10px;inset-inline-end:10px;width:44px;height:44px;padding:0;border:0;background:transparent;color:inherit;font:32px/1 sans-serif;cursor:pointer';
    close.addEventListener('click', () => dialog!.close());
    dialog.append(photo, close);
    figure.append(dialog);
  }
  if (!dialog.open) dialog.showModal();
  return dialog;
}

/** The gallery figure a click landed on, if a preview answers it (the gallery not ready, its lightbox on). */
function figureToPreview(target: Element): Element | null {
  const figure = target.closest(FIGURE);
  const host = figure?.parentElement;
  const state = host?.getAttribute('data-sqs-state');
  if (!figure || !host || state === 'ready' || state === 'error' || figure.hasAttribute('data-click-through-url')) return null;
  // A link keeps its own behaviour; a native invoker opens the server's own dialog (README).
  if (target.closest('a[href], [commandfor], dialog')) return null;
  return previewsOnTap(host) ? figure : null;
}

/**
 * From now on, a tap on a gallery photo that previews opens it (the click is marked recorded, so
 * no holder keeps it: the open dialog stands for it); and one already held (by runtime.js before
 * this ran) opens the photo of the last such tap, the held clicks on photos handed to the dialog.
 */
export function startLightboxPreview(doc: Document): void {
  for (const host of doc.querySelectorAll<Held>('sqs-gallery')) {
    const held = host[HELD] ?? [];
    const onPhotos = held.filter((target) => figureToPreview(target)?.parentElement === host);
    if (onPhotos.length === 0) continue;
    host[HELD] = held.filter((target) => !onPhotos.includes(target));
    openPreview(onPhotos.at(-1)!.closest(FIGURE)!);
  }
  // On the window, in the capture phase: before runtime.js's holder and the loader's (on the
  // document and on the block), whatever the order they started in.
  doc.defaultView?.addEventListener(
    'click',
    (event) => {
      const marked = event as Marked;
      const origin = event.composedPath()[0];
      if (marked[HELD] || !(origin instanceof Element)) return;
      // A click inside an open preview (its close button) is the preview's own: marked so that no
      // holder keeps it for the gallery.
      if (origin.closest(PREVIEW)) {
        marked[HELD] = true;
        return;
      }
      const figure = figureToPreview(origin);
      if (!figure) return;
      marked[HELD] = true;
      event.preventDefault();
      openPreview(figure);
    },
    true,
  );
}
