import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMessages } from '@sqs/runtime/contracts/messages';
import {
  GALLERY_MESSAGES,
  SLIDESHOW_DESIGN_ERROR_PREFIX,
  alreadyBoundText,
  blockDataDecodeText,
  blockDataMissingText,
  columnWidthText,
  designNotFoundText,
  newSwipeBoundariesText,
  newSwipeSnapPointsText,
  noContainerText,
  slideshowDesignNotFoundText,
  stripAlignmentText,
  tweenDurationText,
  tweenFunctionText,
  unknownTransitionText,
} from './gallery-messages';

afterEach(() => {
  setMessages({});
  vi.restoreAllMocks();
});

describe('gallery messages (SPEC.md §5 "Gallery")', () => {
  it('renders the SPEC texts verbatim', () => {
    expect(noContainerText('#block-1')).toBe("No gallery '#block-1' container found.");
    expect(designNotFoundText('mosaic', ['grid', 'list'])).toBe("Design 'mosaic' not found. Currently loaded designs: [grid, list]");
    expect(blockDataDecodeText()).toBe('Error decoding gallery block data.');
    expect(blockDataMissingText()).toBe('Error evaluating gallery block data.');
    expect(tweenDurationText()).toBe('[Tween] Duration is not a finite number.');
    expect(tweenFunctionText()).toBe('[Tween] First parameter needs to be a function.');
  });

  it('starts the slideshow design error with the SPEC sentence and names the design', () => {
    const text = slideshowDesignNotFoundText('mosaic');
    expect(text.startsWith(SLIDESHOW_DESIGN_ERROR_PREFIX)).toBe(true);
    expect(SLIDESHOW_DESIGN_ERROR_PREFIX).toBe('These are not the gallery designs you are looking for.');
    expect(text).toContain("'mosaic'");
  });

  it('names the rule each option check enforces', () => {
    expect(columnWidthText()).toBe('Autocolumns columnWidth must be a number above 0.');
    expect(stripAlignmentText('left')).toBe("Strip alignment must be start, middle or end, not 'left'.");
    expect(newSwipeBoundariesText('soft')).toBe("New swipe boundaries must be none, hard or inertial, not 'soft'.");
    expect(newSwipeSnapPointsText('10px')).toBe("New swipe snapPoints must each end in % or be none, not '10px'.");
    expect(unknownTransitionText('wipe')).toBe("Unknown stacked transition 'wipe'.");
    expect(alreadyBoundText('#g')).toBe("Gallery already bound to '#g'; not binding it again.");
  });

  it('shows a non-string name as JSON', () => {
    expect(designNotFoundText(42, [])).toBe("Design '42' not found. Currently loaded designs: []");
    expect(unknownTransitionText(undefined)).toBe("Unknown stacked transition 'undefined'.");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(unknownTransitionText(cyclic)).toBe("Unknown stacked transition '[object Object]'.");
  });

  it('is translatable through the message table', () => {
    setMessages({ 'gallery.noContainer': 'Aucun conteneur « {selector} ».' }, 'fr');
    expect(noContainerText('#g')).toBe('Aucun conteneur « #g ».');
  });

  it('formats every pattern without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    noContainerText('a');
    designNotFoundText('a', ['b']);
    alreadyBoundText('a');
    slideshowDesignNotFoundText('a');
    stripAlignmentText('a');
    newSwipeBoundariesText('a');
    newSwipeSnapPointsText('a');
    unknownTransitionText('a');
    expect(warn).not.toHaveBeenCalled();
    expect(Object.keys(GALLERY_MESSAGES).every((id) => id.startsWith('gallery.'))).toBe(true);
  });

  it('inserts any selector or name verbatim, apostrophes and braces included', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(noContainerText(s)).toBe(`No gallery '${s}' container found.`);
        expect(designNotFoundText(s, ['grid'])).toBe(`Design '${s}' not found. Currently loaded designs: [grid]`);
      }),
    );
  });
});
