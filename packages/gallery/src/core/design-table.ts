/**
 * The one table of the designs a gallery renders (SPEC.md §2 "Gallery layouts", §9 "Gallery"):
 * per design, its kind (which view draws it), whether it moves (one current slide the visitor
 * moves through) and its defaults. Every question "what is this design" is answered here: the
 * settings reader takes the defaults, prepare-parts the code a kind needs, useGallery keys,
 * autoplay and preloading for the designs that move, and the view its component and, for a
 * design that moves, the WAI-ARIA carousel semantics.
 *
 * Where SPEC.md §9 gives no value for a design, the values are ours: no gutter, the lightbox off
 * (the author turns it on), 3 per row, one slide preloaded either side (what stacked and strip use).
 */

export type DesignKind =
  /** Every slide at once, laid out by CSS (grid, autogrid, autocolumns, autorows, list, base). */
  | 'grid'
  /** keen-slider's track (carousel in groups, strip at each slide's own width). */
  | 'slider'
  /** Slides stacked in one box, one showing (SPEC.md §2 "slideshow to stacked"). */
  | 'slideshow';

/** Per-design defaults that the block data may override (SPEC.md §9 "Gallery"). */
export interface DesignDefaults {
  slidesPerRow: number;
  /** Between slides, in px. */
  gutter: number;
  /** Target column width of the masonry designs, in px. */
  columnWidth: number;
  /** Target row height of autorows, in px. */
  rowHeight: number;
  lightbox: boolean;
  /** Slides either side of the current one to load early (lazy loading by index, SPEC.md §4). */
  preloadCount: number;
}

export interface DesignEntry {
  kind: DesignKind;
  /** One current slide that keys, autoplay, swipes and linked galleries move. */
  moving: boolean;
  defaults: Readonly<DesignDefaults>;
}

const COMMON: DesignDefaults = {
  slidesPerRow: 3,
  gutter: 0,
  columnWidth: 250,
  rowHeight: 250,
  lightbox: false,
  preloadCount: 1,
};

const still = (defaults: DesignDefaults = COMMON): DesignEntry => ({ kind: 'grid', moving: false, defaults });

export const DESIGN_TABLE = {
  base: still(),
  strip: { kind: 'slider', moving: true, defaults: COMMON }, // speed 0.5, preload 1
  stacked: { kind: 'slideshow', moving: true, defaults: COMMON }, // fade, speed 1, preload 1
  grid: still({ ...COMMON, slidesPerRow: 4 }),
  autogrid: still({ ...COMMON, columnWidth: 250, gutter: 0 }),
  autocolumns: still({ ...COMMON, columnWidth: 250, gutter: 0 }),
  autorows: still({ ...COMMON, rowHeight: 250, gutter: 20, lightbox: true }),
  carousel: { kind: 'slider', moving: true, defaults: { ...COMMON, slidesPerRow: 3, gutter: 1 } },
  list: still(),
} as const satisfies Record<string, DesignEntry>;

/** A design that renders (the right-hand side of SPEC.md §2's name map, see ./designs). */
export type GalleryDesign = keyof typeof DESIGN_TABLE;

export const GALLERY_DESIGNS = Object.keys(DESIGN_TABLE) as GalleryDesign[];

/** The table's entry for `design`. */
export const designOf = (design: GalleryDesign): DesignEntry => DESIGN_TABLE[design];
