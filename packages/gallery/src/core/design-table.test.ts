import { describe, expect, it } from 'vitest';
import { DESIGN_TABLE, GALLERY_DESIGNS, designOf } from './design-table';
import { BLOCK_DESIGN_NAMES, DESIGN_NAME_MAP } from './designs';

describe('the design table: kind and motion', () => {
  it('covers every design the name map gives, and nothing else', () => {
    expect(new Set(GALLERY_DESIGNS)).toEqual(new Set([...Object.values(DESIGN_NAME_MAP), 'base']));
    for (const name of BLOCK_DESIGN_NAMES) expect(GALLERY_DESIGNS).toContain(DESIGN_NAME_MAP[name]);
  });

  it('carousel and strip are keen-slider designs, the slideshow is stacked, the rest show every slide', () => {
    const kinds = Object.fromEntries(GALLERY_DESIGNS.map((design) => [design, designOf(design).kind]));
    expect(kinds).toEqual({
      base: 'grid',
      strip: 'slider',
      stacked: 'slideshow',
      grid: 'grid',
      autogrid: 'grid',
      autocolumns: 'grid',
      autorows: 'grid',
      carousel: 'slider',
      list: 'grid',
    });
  });

  it('exactly the slider and slideshow designs move', () => {
    expect(GALLERY_DESIGNS.filter((design) => designOf(design).moving).sort()).toEqual(['carousel', 'stacked', 'strip']);
    for (const design of GALLERY_DESIGNS) expect(designOf(design).moving, design).toBe(designOf(design).kind !== 'grid');
  });
});

describe('design defaults (SPEC.md §9 "Gallery")', () => {
  it('carousel 3 per row, gutter 1', () => {
    expect(DESIGN_TABLE.carousel.defaults).toMatchObject({ slidesPerRow: 3, gutter: 1 });
  });
  it('autocolumns and autogrid column width 250, gutter 0', () => {
    expect(DESIGN_TABLE.autocolumns.defaults).toMatchObject({ columnWidth: 250, gutter: 0 });
    expect(DESIGN_TABLE.autogrid.defaults).toMatchObject({ columnWidth: 250, gutter: 0 });
  });
  it('autorows row height 250, gutter 20, lightbox on', () => {
    expect(DESIGN_TABLE.autorows.defaults).toMatchObject({ rowHeight: 250, gutter: 20, lightbox: true });
  });
  it('grid 4 per row', () => {
    expect(DESIGN_TABLE.grid.defaults.slidesPerRow).toBe(4);
  });
  it('stacked and strip preload 1', () => {
    expect(DESIGN_TABLE.stacked.defaults.preloadCount).toBe(1);
    expect(DESIGN_TABLE.strip.defaults.preloadCount).toBe(1);
  });
});
