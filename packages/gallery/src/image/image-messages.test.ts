import { afterEach, describe, expect, it } from 'vitest';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { imageWarnings, imageWarningText, INVALID_SOURCE_TEXT, MISSING_FIT_ALIGNMENT_TEXT, NO_IMAGE_TEXT } from './image-messages';

afterEach(() => setMessages({}));

describe('image warnings (SPEC.md §5, §8)', () => {
  it('have the SPEC texts word for word', () => {
    expect(INVALID_SOURCE_TEXT).toBe('Invalid or missing image source.');
    expect(MISSING_FIT_ALIGNMENT_TEXT).toBe('Missing alignment for "content-fit" image.');
    expect(NO_IMAGE_TEXT).toBe('No image');
    expect(imageWarningText({ code: 'invalid-source' })).toBe('Invalid or missing image source.');
    expect(imageWarningText({ code: 'missing-fit-alignment' })).toBe('Missing alignment for "content-fit" image.');
    expect(imageWarningText({ code: 'invalid-mode', mode: 'stretch' })).toBe('Invalid image mode "stretch"; using none.');
  });

  it('use the site translation', () => {
    setMessages({ 'image.invalidSource': 'Source d’image invalide ou absente.' }, 'fr');
    expect(imageWarningText({ code: 'invalid-source' })).toBe('Source d’image invalide ou absente.');
  });

  it('warn about a missing source, an unknown mode and a fit image without alignment', () => {
    expect(imageWarnings({ source: '/p.jpg', mode: 'fill', fitAlignment: null })).toEqual([]);
    expect(imageWarnings({ source: '', mode: 'fill', fitAlignment: null })).toEqual([{ code: 'invalid-source' }]);
    expect(imageWarnings({ source: 'javascript:x', mode: null, fitAlignment: null })).toEqual([{ code: 'invalid-source' }]);
    expect(imageWarnings({ source: '/p.jpg', mode: 'fit', fitAlignment: '' })).toEqual([{ code: 'missing-fit-alignment' }]);
    expect(imageWarnings({ source: '/p.jpg', mode: 'fit', fitAlignment: 'top' })).toEqual([]);
    expect(imageWarnings({ source: '/p.jpg', mode: 'wobble', fitAlignment: '' })).toEqual([{ code: 'invalid-mode', mode: 'wobble' }]);
  });
});
