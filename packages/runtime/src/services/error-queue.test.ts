import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildReport,
  createErrorQueue,
  describeThrown,
  isOwnStack,
  MAX_QUEUED_REPORTS,
  MAX_REPORTS_PER_PAGE,
  MAX_STACK_LENGTH,
  SEND_DEBOUNCE_MS,
  truncate,
  type ErrorReport,
} from './error-queue';

const report = (n: number): ErrorReport =>
  buildReport({ event: 'error', message: `boom ${n}`, url: 'https://site.example/', userAgent: 'UA', timestamp: n });

describe('SPEC.md §9 error-reporting constants', () => {
  it('are the specified values', () => {
    expect(MAX_REPORTS_PER_PAGE).toBe(20);
    expect(MAX_QUEUED_REPORTS).toBe(10);
    expect(MAX_STACK_LENGTH).toBe(5000);
    expect(SEND_DEBOUNCE_MS).toBe(1000);
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text at the limit', () => {
    expect(truncate('abc', 5)).toBe('abc');
    expect(truncate('abcdef', 5)).toBe('abcde');
    expect(truncate('x'.repeat(6000), MAX_STACK_LENGTH)).toHaveLength(5000);
  });

  it('never splits a surrogate pair', () => {
    expect(truncate('ab😀c', 3)).toBe('ab');
    expect(truncate('ab😀c', 4)).toBe('ab😀');
  });

  it('always gives a prefix no longer than the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '😀', '\u{10FFFF}'), maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (text, max) => {
        const cut = truncate(text, max);
        return cut.length <= max && text.startsWith(cut) && cut.length >= Math.min(text.length, max) - 1;
      }),
    );
  });
});

describe('describeThrown', () => {
  it('reads errors, error-likes and anything else without throwing', () => {
    const error = new TypeError('bad');
    expect(describeThrown(error)).toEqual({ message: 'bad', stack: error.stack });
    expect(describeThrown({ message: 'like', stack: 'at x' })).toEqual({ message: 'like', stack: 'at x' });
    expect(describeThrown('text')).toEqual({ message: 'text', stack: '' });
    expect(describeThrown(undefined)).toEqual({ message: 'undefined', stack: '' });
    const hostile = {
      toString() {
        throw new Error('no');
      },
    };
    expect(describeThrown(hostile)).toEqual({ message: 'Unserialisable error', stack: '' });
    expect(describeThrown(Object.create(null))).toEqual({ message: 'Unserialisable error', stack: '' });
  });
});

describe('buildReport', () => {
  it('has the SPEC.md §7 shape and cuts the stack at 5000 characters', () => {
    const built = buildReport({
      event: 'unhandledrejection',
      message: 'm',
      stack: 's'.repeat(7000),
      url: 'https://site.example/page',
      line: 12.7,
      column: -3,
      userAgent: 'UA',
      source: 'loader',
      timestamp: 42,
    });
    expect(built).toEqual({
      event: 'unhandledrejection',
      data: { message: 'm', stack: 's'.repeat(5000), url: 'https://site.example/page', line: 12, column: 0, userAgent: 'UA', source: 'loader' },
      timestamp: 42,
    });
    expect(report(1).data).not.toHaveProperty('source');
    expect(buildReport({ event: 'error', message: 'm'.repeat(9000), url: '', userAgent: '', timestamp: 0 }).data.message).toHaveLength(5000);
  });
});

describe('isOwnStack', () => {
  const own = ['/dist/chunks/error-reporter.js'];
  it('recognises a frame from the reporter, with or without the origin', () => {
    expect(isOwnStack('Error\n    at add (https://site.example/dist/chunks/error-reporter.js:1:200)', own)).toBe(true);
    expect(isOwnStack('add@/dist/chunks/error-reporter.js:1:200', own)).toBe(true);
    expect(isOwnStack('Error\n    at block (https://site.example/dist/elements/sqs-form.js:1:2)', own)).toBe(false);
    expect(isOwnStack('', own)).toBe(false);
    expect(isOwnStack('anything', [''])).toBe(false);
  });
});

describe('createErrorQueue', () => {
  it('schedules the debounce for each report until the queue is full, then sends now', () => {
    const queue = createErrorQueue();
    for (let n = 1; n < MAX_QUEUED_REPORTS; n++) expect(queue.add(report(n))).toBe('schedule');
    expect(queue.add(report(10))).toBe('send');
    expect(queue.size).toBe(10);
    expect(queue.add(report(11))).toBe('drop'); // a caller that has not sent yet
    expect(queue.take().map((r) => r.timestamp)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(queue.size).toBe(0);
    expect(queue.take()).toEqual([]);
  });

  it('accepts at most 20 reports a page, whatever was sent in between', () => {
    const queue = createErrorQueue();
    const decisions: string[] = [];
    for (let n = 0; n < 25; n++) {
      decisions.push(queue.add(report(n)));
      if (n % 3 === 0) queue.take();
    }
    expect(queue.accepted).toBe(20);
    expect(decisions.filter((d) => d !== 'drop')).toHaveLength(20);
    expect(decisions.slice(20)).toEqual(['drop', 'drop', 'drop', 'drop', 'drop']);
  });

  it('for any sequence of errors, sends, and timer ticks: at most 20 reports leave, in at most 20 sends, and at most 10 wait', () => {
    // A model of the reporter: `send` decisions flush at once, `schedule` arms a timer
    // the `tick` step fires; a `take` may happen at any time (page hide, stop).
    const step = fc.oneof(fc.constant('error' as const), fc.constant('tick' as const), fc.constant('take' as const));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 400 }), (steps) => {
        const queue = createErrorQueue();
        let armed = false;
        let left = 0;
        let sends = 0;
        const flush = () => {
          armed = false;
          const batch = queue.take();
          if (batch.length === 0) return;
          expect(batch.length).toBeLessThanOrEqual(MAX_QUEUED_REPORTS);
          left += batch.length;
          sends += 1;
        };
        steps.forEach((kind, n) => {
          if (kind === 'error') {
            const decision = queue.add(report(n));
            if (decision === 'send') flush();
            else if (decision === 'schedule') armed = true;
          } else if (kind === 'tick' && armed) flush();
          else if (kind === 'take') flush();
          expect(queue.size).toBeLessThanOrEqual(MAX_QUEUED_REPORTS);
        });
        flush();
        expect(left).toBeLessThanOrEqual(MAX_REPORTS_PER_PAGE);
        expect(sends).toBeLessThanOrEqual(MAX_REPORTS_PER_PAGE);
        expect(left).toBe(Math.min(MAX_REPORTS_PER_PAGE, steps.filter((s) => s === 'error').length));
      }),
    );
  });
});
