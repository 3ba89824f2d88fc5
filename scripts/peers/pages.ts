/**
 * The pages `npm run bench:peers` measures, in table order: per widget the peers, then ours.
 * Peers' pages are bundled from bench/peers/pages/<label>/main.js; ours load the project's
 * dist/ as a site template does (page context + `<script type="module" src="/dist/runtime.js">`,
 * the default data-load-on).
 *
 * `interact.tap`: where the visitor taps, as selectors in priority order (the first with a
 * visible box wins; see probes.ts); `interact.done`: the predicate of the widget's answer.
 */
import { anyOf, cookieSet, dialogShown, goneAfterShown, slideEntered } from './probes';

export interface BenchPage {
  label: string;
  widget: 'floor' | 'gallery + lightbox' | 'carousel' | 'cookie banner';
  /** The library (its version is added), or "ours" / "ours, lite build". */
  name: string;
  ours: boolean;
  path: string;
  /**
   * `then`, if given: what must follow the answer for the run to count (a banner's decision
   * written; the gallery's own lightbox after its preview), waited for until the run's deadline;
   * the log and the table's ready cell say when it held.
   */
  interact?: { what: string; tap: string[]; done: string; then?: { what: string; holds: string } };
}

/** Our carousel's next arrow: the upgraded one, else the server's (README, "Server HTML for a carousel"). */
const CAROUSEL_NEXT = ['button.control.next', 'sqs-gallery > button[data-sqs-slide=next]'];
/** Slide 2 moving in: in the upgraded carousel, or in the server's strip before the upgrade. */
const CAROUSEL_MOVED = anyOf(slideEntered('.keen-slider', '.keen-slider__slide'), slideEntered('sqs-gallery', 'sqs-gallery > figure'));
/**
 * A banner's answer: the first of its decision written and the banner seen going away, for
 * every banner page alike (a library that hides it after writing is timed at the write, as before).
 */
const bannerAnswer = (cookie: string, banner: string) => ({ done: anyOf(cookieSet(cookie), goneAfterShown(banner)), then: { what: 'stored', holds: cookieSet(cookie) } });

/**
 * A grid gallery's answer: its own lightbox, or before the gallery's code the photo in a dialog
 * of its figure, the server's (README, "Server HTML for a lightbox") or the gallery's early
 * preview's (gallery/lightbox/lightbox-preview.ts); then, for the run to count, the lightbox itself.
 */
const LIGHTBOX = dialogShown('dialog.lightbox');
const galleryAnswer = { done: anyOf(LIGHTBOX, dialogShown('sqs-gallery > figure > dialog[open]')), then: { what: 'lightbox', holds: LIGHTBOX } };

export const PAGES: BenchPage[] = [
  { label: 'baseline-empty', widget: 'floor', name: 'no script, no stylesheet', ours: false, path: '/baseline-empty/' },
  {
    label: 'peer-gallery-photoswipe',
    widget: 'gallery + lightbox',
    name: 'PhotoSwipe',
    ours: false,
    path: '/peer-gallery-photoswipe/',
    interact: { what: 'open the lightbox', tap: ['#gallery a'], done: dialogShown('.pswp') },
  },
  {
    label: 'ours-gallery',
    widget: 'gallery + lightbox',
    name: 'ours',
    ours: true,
    path: '/ours-gallery/',
    // The upgraded grid's opener once it shows; before, the server's figure the visitor sees.
    // <dialog class="lightbox"> exists only while the lightbox is open.
    interact: { what: 'open the lightbox', tap: ['button.opener', 'sqs-gallery > figure'], ...galleryAnswer },
  },
  {
    // The same page on the lite build (issue 13 item 5b): dist/lite/runtime.js, Preact in React's place.
    label: 'ours-lite-gallery',
    widget: 'gallery + lightbox',
    name: 'ours, lite build',
    ours: true,
    path: '/ours-lite-gallery/',
    interact: { what: 'open the lightbox', tap: ['button.opener', 'sqs-gallery > figure'], ...galleryAnswer },
  },
  {
    // ours-gallery with each photo also in a <dialog> its button opens with no script (README,
    // "Server HTML for a lightbox"): before the upgrade that dialog is the answer; at the upgrade
    // the gallery's own lightbox takes over on the same photo.
    label: 'ours-server-lightbox',
    widget: 'gallery + lightbox',
    name: 'ours, server lightbox',
    ours: true,
    path: '/ours-server-lightbox/',
    interact: { what: 'open the lightbox', tap: ['button.opener', 'sqs-gallery > figure'], ...galleryAnswer },
  },
  {
    label: 'peer-carousel-swiper',
    widget: 'carousel',
    name: 'Swiper',
    ours: false,
    path: '/peer-carousel-swiper/',
    interact: { what: 'next slide', tap: ['.swiper-button-next'], done: slideEntered('.swiper', '.swiper-slide') },
  },
  {
    label: 'peer-carousel-keen',
    widget: 'carousel',
    name: 'keen-slider',
    ours: false,
    path: '/peer-carousel-keen/',
    interact: { what: 'next slide', tap: ['.arrow--next'], done: slideEntered('.keen-slider', '.keen-slider__slide') },
  },
  {
    label: 'ours-carousel',
    widget: 'carousel',
    name: 'ours',
    ours: true,
    path: '/ours-carousel/',
    // The carousel design renders keen-slider's classes in the gallery's shadow root. Before the
    // upgrade, the server's arrows (shown by runtime.js) move the server's strip of figures.
    interact: { what: 'next slide', tap: CAROUSEL_NEXT, done: CAROUSEL_MOVED },
  },
  {
    label: 'ours-lite-carousel',
    widget: 'carousel',
    name: 'ours, lite build',
    ours: true,
    path: '/ours-lite-carousel/',
    interact: { what: 'next slide', tap: CAROUSEL_NEXT, done: CAROUSEL_MOVED },
  },
  {
    label: 'peer-consent-cookieconsent',
    widget: 'cookie banner',
    name: 'cookieconsent',
    ours: false,
    path: '/peer-consent-cookieconsent/',
    interact: { what: 'accept', tap: ['#cc-main .cm [data-role=all]'], ...bannerAnswer('cc_cookie', '#cc-main .cm') },
  },
  {
    label: 'ours-consent',
    widget: 'cookie banner',
    name: 'ours',
    ours: true,
    path: '/ours-consent/',
    // <sqs-cookie-banner> (shadow root), added by the runtime; Accept writes ss_cookie_consent
    // (packages/runtime/src/contracts/storage-keys.ts).
    interact: { what: 'accept', tap: ['button.accept'], ...bannerAnswer('ss_cookie_consent', '.banner') },
  },
  {
    label: 'ours-server-consent',
    widget: 'cookie banner',
    name: 'ours, server HTML',
    ours: true,
    path: '/ours-server-consent/',
    // The banner the server wrote (README, "Server HTML for a cookie banner"): the browser closes
    // its <dialog> at the tap; the runtime stores the decision when its code comes (`then`).
    interact: { what: 'accept', tap: ['dialog[data-sqs-cookie-banner] button.accept'], ...bannerAnswer('ss_cookie_consent', 'dialog[data-sqs-cookie-banner]') },
  },
];

/** The peer packages whose versions the table names. */
export const PEER_PACKAGES: Record<string, string> = {
  PhotoSwipe: 'photoswipe',
  Swiper: 'swiper',
  'keen-slider': 'keen-slider',
  cookieconsent: 'vanilla-cookieconsent',
};
