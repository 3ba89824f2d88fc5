import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SqsEventMap } from '@sqs/runtime/events';
import { CANCELABLE_GALLERY_EVENTS, GALLERY_EVENTS } from './events';

describe('gallery events (CONTRACT.md §5)', () => {
  it('are named sqs-<block>-<what>', () => {
    expect(GALLERY_EVENTS).toEqual(['sqs-gallery-slide-change', 'sqs-gallery-request-slide-change', 'sqs-lightbox-open', 'sqs-lightbox-close']);
    for (const name of GALLERY_EVENTS) expect(name).toMatch(/^sqs-[a-z]+(-[a-z]+)+$/);
  });

  it('fires the slide change request as cancelable', () => {
    expect(CANCELABLE_GALLERY_EVENTS).toEqual(['sqs-gallery-request-slide-change']);
  });

  it('adds typed details to the runtime event map', () => {
    expectTypeOf<SqsEventMap['sqs-gallery-slide-change']>().toEqualTypeOf<{ index: number; previousIndex: number; slideId: string | null }>();
    expectTypeOf<SqsEventMap['sqs-gallery-request-slide-change']>().toEqualTypeOf<SqsEventMap['sqs-gallery-slide-change']>();
    expectTypeOf<SqsEventMap['sqs-lightbox-open']>().toEqualTypeOf<{ index: number; slideId: string | null }>();
    expectTypeOf<SqsEventMap['sqs-lightbox-close']>().toEqualTypeOf<{ index: number }>();
  });
});
