import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_DESIGN_NAMES,
  DESIGN_NAME_MAP,
  STACKED_DEFAULTS,
  STRIP_DEFAULTS,
  carouselControlsHidden,
  carouselPerRow,
  checkColumnWidth,
  checkNewSwipeBoundaries,
  checkSnapPoints,
  checkStackedTransition,
  checkStripAlignment,
  checkTweenDuration,
  mapDesignName,
  slideClickAction,
} from './designs';
import { GALLERY_DESIGNS } from './design-table';

describe('design name map (SPEC.md §2 "Gallery layouts")', () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
    ['autorows', 'autorows'],
  ])('%s → %s', (name, design) => {
    expect(mapDesignName(name)).toEqual({ design, known: true });
  });

  it('forgives case and spaces', () => {
    expect(mapDesignName(' Slideshow ')).toEqual({ design: 'stacked', known: true });
  });

  it.each(['mosaic', 'strip', 'base', '', 'constructor', '__proto__', 'toString'])('maps %j to base with the SPEC warning', (name) => {
    const lookup = mapDesignName(name);
    expect(lookup.design).toBe('base');
    expect(lookup.known).toBe(false);
    if (!lookup.known) {
      expect(lookup.problem).toBe(
        `Design '${name}' not found. Currently loaded designs: [stacked, slider, slideshow, grid, autogrid, autocolumns, autorows, carousel, list]`,
      );
    }
  });

  it('maps non-strings to base', () => {
    expect(mapDesignName(3).design).toBe('base');
    expect(mapDesignName(null).known).toBe(false);
  });

  it('always gives a design that renders (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...BLOCK_DESIGN_NAMES), fc.anything()), (name) => {
        expect(GALLERY_DESIGNS).toContain(mapDesignName(name).design);
      }),
    );
  });

  it('lists every block name once, each mapping to a rendering design', () => {
    expect(new Set(BLOCK_DESIGN_NAMES).size).toBe(BLOCK_DESIGN_NAMES.length);
    for (const name of BLOCK_DESIGN_NAMES) expect(GALLERY_DESIGNS).toContain(DESIGN_NAME_MAP[name]);
  });
});

describe('stacked and strip defaults (SPEC.md §2, §9)', () => {
  it('stacked fade, speed 1, preload 1, z-index 888, ken burns 1.075; strip speed 0.5, preload 1, middle', () => {
    expect(STACKED_DEFAULTS).toEqual({ transition: 'fade', speed: 1, preloadCount: 1, baseZIndex: 888, kenBurnsZoom: 1.075 });
    expect(STRIP_DEFAULTS).toEqual({ speed: 0.5, preloadCount: 1, alignment: 'middle' });
  });
});

describe('carouselPerRow (SPEC.md §2)', () => {
  it.each([
    [3, 1200, 3],
    [5, 1200, 5],
    [5, 723, 3],
    [5, 724, 5],
    [5, 479, 2],
    [5, 480, 3],
    [3, 479, 2],
    [2, 479, 2],
    [2, 600, 2],
    [1, 300, 1],
    [3, 600, 3],
    [0, 1200, 3],
    [Number.NaN, 1200, 3],
    [4.7, 1200, 4],
  ])('configured %d at %d px → %d', (configured, width, expected) => {
    expect(carouselPerRow(configured, width)).toBe(expected);
  });

  it('never shows more than configured, nor more than 2 under 480 or 3 under 724 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 3000 }), (configured, width) => {
        const perRow = carouselPerRow(configured, width);
        expect(perRow).toBeGreaterThanOrEqual(1);
        expect(perRow).toBeLessThanOrEqual(Math.max(configured, 1));
        if (width < 480) expect(perRow).toBeLessThanOrEqual(2);
        else if (width < 724) expect(perRow).toBeLessThanOrEqual(3);
        else expect(perRow).toBe(configured);
      }),
    );
  });

  it('hides the controls when everything fits', () => {
    expect(carouselControlsHidden(3, 3)).toBe(true);
    expect(carouselControlsHidden(4, 3)).toBe(false);
  });
});

describe('design option checks (SPEC.md §5)', () => {
  it('autocolumns columnWidth is a number above 0', () => {
    expect(checkColumnWidth(300)).toEqual({ ok: true, value: 300 });
    expect(checkColumnWidth('180')).toEqual({ ok: true, value: 180 });
    for (const bad of [0, -5, 'wide', null, Number.POSITIVE_INFINITY]) {
      expect(checkColumnWidth(bad)).toEqual({ ok: false, problem: 'Autocolumns columnWidth must be a number above 0.' });
    }
  });

  it('strip alignment is start, middle or end', () => {
    for (const value of ['start', 'middle', 'end'] as const) expect(checkStripAlignment(value)).toEqual({ ok: true, value });
    expect(checkStripAlignment('center')).toMatchObject({ ok: false });
  });

  it('new-swipe boundaries are none, hard or inertial', () => {
    for (const value of ['none', 'hard', 'inertial'] as const) expect(checkNewSwipeBoundaries(value)).toEqual({ ok: true, value });
    expect(checkNewSwipeBoundaries('soft')).toMatchObject({ ok: false });
  });

  it('snapPoints end in % or are none', () => {
    expect(checkSnapPoints('none')).toEqual({ ok: true, value: 'none' });
    expect(checkSnapPoints('0%, 50%,100%')).toEqual({ ok: true, value: [0, 50, 100] });
    expect(checkSnapPoints(['12.5%'])).toEqual({ ok: true, value: [12.5] });
    for (const bad of ['10px', '', [], ['5%', 5], '50', 7]) expect(checkSnapPoints(bad)).toMatchObject({ ok: false });
  });

  it('tween duration is a finite number', () => {
    expect(checkTweenDuration(300)).toEqual({ ok: true, value: 300 });
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '300', undefined]) {
      expect(checkTweenDuration(bad)).toEqual({ ok: false, problem: '[Tween] Duration is not a finite number.' });
    }
  });

  it('knows the stacked transitions and names an unknown one', () => {
    expect(checkStackedTransition('fade')).toEqual({ ok: true, value: 'fade' });
    expect(checkStackedTransition('kenBurns')).toEqual({ ok: true, value: 'ken-burns' });
    expect(checkStackedTransition('kenburns')).toEqual({ ok: true, value: 'ken-burns' });
    expect(checkStackedTransition('new swipe')).toEqual({ ok: true, value: 'new-swipe' });
    expect(checkStackedTransition('newSwipe')).toEqual({ ok: true, value: 'new-swipe' });
    expect(checkStackedTransition('scroll')).toEqual({ ok: true, value: 'scroll' });
    expect(checkStackedTransition('wipe')).toEqual({ ok: false, problem: "Unknown stacked transition 'wipe'." });
  });
});

describe('slideClickAction (SPEC.md §2)', () => {
  it('follows the click-through URL first', () => {
    expect(slideClickAction('half', { x: 0, width: 100 }, '/shop')).toEqual({ kind: 'link', url: '/shop' });
  });
  it('goes next or previous as configured', () => {
    expect(slideClickAction('next', { x: 0, width: 100 }, null)).toEqual({ kind: 'move', direction: 'next' });
    expect(slideClickAction('previous', { x: 99, width: 100 }, null)).toEqual({ kind: 'move', direction: 'previous' });
  });
  it('goes by half of the slide', () => {
    expect(slideClickAction('half', { x: 49, width: 100 }, null)).toEqual({ kind: 'move', direction: 'previous' });
    expect(slideClickAction('half', { x: 50, width: 100 }, null)).toEqual({ kind: 'move', direction: 'next' });
  });
});
