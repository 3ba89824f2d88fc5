import { describe, expect, it } from 'vitest';
import { buttonTrackingOf, fallbackButtonId, type ButtonSource } from './button.tracking';

const source = (over: Partial<ButtonSource> = {}, attributes: Record<string, string> = {}): ButtonSource => ({
  elementId: '',
  text: '  Book   a table ',
  href: '/reserve',
  newWindow: false,
  data: null,
  attribute: (name) => attributes[name] ?? null,
  ...over,
});

describe('button tracking record (SPEC.md §3 "Button tracking")', () => {
  it('has the SPEC fields from the link and the block JSON', () => {
    expect(buttonTrackingOf(source({ data: { id: 'b1', alignment: 'center', size: 'large', context: 'footer' }, newWindow: true }))).toEqual({
      id: 'b1', buttonText: 'Book a table', clickthroughUrl: '/reserve', alignment: 'center', size: 'large', newWindow: true, context: 'footer',
    });
  });

  it('an attribute wins over the JSON, then the element id, then a stable hash', () => {
    expect(buttonTrackingOf(source({ data: { id: 'json' } }, { 'button-id': 'attr' })).id).toBe('attr');
    expect(buttonTrackingOf(source({ elementId: 'el', data: { id: 5 } })).id).toBe('5');
    expect(buttonTrackingOf(source({ elementId: 'el' })).id).toBe('el');
    const a = buttonTrackingOf(source()).id;
    expect(a).toBe(fallbackButtonId('Book a table', '/reserve'));
    expect(a).toMatch(/^button-[0-9a-z]+$/);
    expect(buttonTrackingOf(source({ href: '/other' })).id).not.toBe(a);
  });

  it('ignores values of the wrong type and bounds long texts', () => {
    const t = buttonTrackingOf(source({ text: 'x'.repeat(900), data: { alignment: {}, size: ['l'] } }));
    expect(t.alignment).toBe('');
    expect(t.size).toBe('');
    expect(t.buttonText.length).toBe(500);
  });
});
