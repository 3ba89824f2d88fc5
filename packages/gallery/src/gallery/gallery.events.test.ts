import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SqsEventMap } from '@sqs/runtime/events';
import { galleryEvents } from './gallery.events';

describe('gallery events (CONTRACT.md §5)', () => {
  it('are named sqs-<block>-<what>', () => {
    expect(Object.keys(galleryEvents).sort()).toEqual(['sqs-gallery-linked-select', 'sqs-gallery-request-slide-change', 'sqs-gallery-slide-change', 'sqs-lightbox-close', 'sqs-lightbox-open']);
    for (const name of Object.keys(galleryEvents)) expect(name).toMatch(/^sqs-[a-z]+(-[a-z]+)+$/);
  });

  it('fires the slide change request as cancelable', () => {
    const cancelable = Object.entries(galleryEvents).filter(([, doc]) => 'cancelable' in doc).map(([name]) => name);
    expect(cancelable).toEqual(['sqs-gallery-request-slide-change']);
  });

  it('adds typed details to the runtime event map', () => {
    expectTypeOf<SqsEventMap['sqs-gallery-slide-change']>().toEqualTypeOf<{ index: number; previousIndex: number; slideId: string | null }>();
    expectTypeOf<SqsEventMap['sqs-gallery-request-slide-change']>().toEqualTypeOf<SqsEventMap['sqs-gallery-slide-change']>();
    expectTypeOf<SqsEventMap['sqs-lightbox-open']>().toEqualTypeOf<{ index: number; slideId: string | null }>();
    expectTypeOf<SqsEventMap['sqs-lightbox-close']>().toEqualTypeOf<{ index: number }>();
  });
});
