import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRecordCollector,
  isRumEntry,
  msUntilSend,
  pageSpeedData,
  PERFORMANCE_MESSAGES,
  readSettings,
  recordsStatusWarning,
  RUM_PREFIX,
  SEND_AFTER_LOAD_MS,
  SETTINGS_TIMEOUT_MS,
  userTimingData,
  type TimingEntry,
} from './performance-records';

const mark = (name: string, startTime = 10, detail?: unknown): TimingEntry => ({ name, entryType: 'mark', startTime, duration: 0, detail });

describe('SPEC.md texts and constants', () => {
  it('are verbatim', () => {
    expect(PERFORMANCE_MESSAGES.noPageLoadId).toBe('Unable to resolve pageLoadId');
    expect(PERFORMANCE_MESSAGES.settingsTimeout).toBe('Metric settings request timeout');
    expect(PERFORMANCE_MESSAGES.unexpectedStatus(503)).toBe('XHR request DONE with unexpected status: 503');
    expect(RUM_PREFIX).toBe('rum-');
    expect(SETTINGS_TIMEOUT_MS).toBe(30_000);
    expect(SEND_AFTER_LOAD_MS).toBe(30_000);
  });
});

describe('readSettings', () => {
  it('gives the pageLoadId of a 200 answer', () => {
    expect(readSettings(200, '{"pageLoadId":"p-1"}')).toEqual({ pageLoadId: 'p-1' });
    expect(readSettings(200, '{"pageLoadId":42}')).toEqual({ pageLoadId: '42' });
  });

  it('warns "Unable to resolve pageLoadId" for an answer without one', () => {
    for (const text of ['{}', '{"pageLoadId":""}', '{"pageLoadId":null}', 'null', 'not json', '']) {
      expect(readSettings(200, text)).toEqual({ warning: 'Unable to resolve pageLoadId' });
    }
  });

  it('warns with the status for other statuses, except 0', () => {
    expect(readSettings(500, '{"pageLoadId":"p"}')).toEqual({ warning: 'XHR request DONE with unexpected status: 500' });
    expect(readSettings(401, '')).toEqual({ warning: 'XHR request DONE with unexpected status: 401' });
    expect(readSettings(0, '')).toEqual({ warning: null });
  });
});

describe('recordsStatusWarning', () => {
  it('is silent for 2xx and 0, and names any other status', () => {
    expect(recordsStatusWarning(200)).toBeNull();
    expect(recordsStatusWarning(204)).toBeNull();
    expect(recordsStatusWarning(0)).toBeNull();
    expect(recordsStatusWarning(404)).toBe('XHR request DONE with unexpected status: 404');
  });
});

describe('msUntilSend', () => {
  it('waits out what is left of the 30 s after load', () => {
    expect(msUntilSend(1000, 1000)).toBe(30_000);
    expect(msUntilSend(11_000, 1000)).toBe(20_000);
    expect(msUntilSend(60_000, 1000)).toBe(0);
  });

  it('is always between 0 and 30 s', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.double({ min: 0, max: 1e7, noNaN: true }), (now, loadEnd) => {
        const wait = msUntilSend(now, loadEnd);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(SEND_AFTER_LOAD_MS);
      }),
    );
  });
});

describe('pageSpeedData', () => {
  it('gives phases and paints in whole milliseconds, leaving out what is unknown', () => {
    const data = pageSpeedData(
      {
        domainLookupStart: 5,
        domainLookupEnd: 25.4,
        connectStart: 25.4,
        connectEnd: 80,
        secureConnectionStart: 0, // plain HTTP
        responseStart: 120.6,
        domContentLoadedEventStart: 300,
        domContentLoadedEventEnd: 310,
        loadEventStart: 500,
        loadEventEnd: 505,
        encodedBodySize: 0,
        decodedBodySize: 2048,
      },
      [
        { name: 'first-paint', entryType: 'paint', startTime: 200.2, duration: 0 },
        { name: 'first-contentful-paint', entryType: 'paint', startTime: 210.7, duration: 0 },
      ],
      400.4,
    );
    expect(data).toEqual({
      domainLookup: 20,
      tcpConnection: 55,
      responseStart: 121,
      domContentLoadedEventStart: 300,
      domContentLoadedEventEnd: 310,
      loadEventStart: 500,
      loadEventEnd: 505,
      encodedBodySize: 0,
      decodedBodySize: 2048,
      firstPaint: 200,
      firstContentfulPaint: 211,
      largestContentfulPaint: 400,
    });
    expect(pageSpeedData(undefined, [])).toEqual({});
    expect(pageSpeedData({ connectEnd: 90, secureConnectionStart: 40, connectStart: 30 }, [])).toMatchObject({ tlsNegotiation: 50, tcpConnection: 60 });
  });
});

describe('user timings', () => {
  it('picks only rum- marks and measures', () => {
    expect(isRumEntry(mark('rum-hero'))).toBe(true);
    expect(isRumEntry({ ...mark('rum-x'), entryType: 'measure' })).toBe(true);
    expect(isRumEntry(mark('sqs-runtime-start'))).toBe(false);
    expect(isRumEntry({ ...mark('rum-x'), entryType: 'resource' })).toBe(false);
  });

  it('keeps a detail only when JSON can carry it', () => {
    expect(userTimingData(mark('rum-a', 12.6, { id: 1 }))).toEqual({ name: 'rum-a', entryType: 'mark', startTime: 13, duration: 0, detail: { id: 1 } });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(userTimingData(mark('rum-a', 1, cyclic))).not.toHaveProperty('detail');
    expect(userTimingData(mark('rum-a', 1, null))).not.toHaveProperty('detail');
  });
});

describe('createRecordCollector', () => {
  const base = { app: 'sqs-runtime', pageLoadId: 'p', timestamp: 99, paints: [] };

  it('sends the page-speed record once the load has finished, and each rum- entry once', () => {
    const collector = createRecordCollector();
    const first = collector.collect({ ...base, navigation: { loadEventEnd: 0 }, userTimings: [mark('rum-a'), mark('other')] });
    expect(first).toEqual([{ app: 'sqs-runtime', event: 'user', pageLoadId: 'p', timestamp: 99, data: { name: 'rum-a', entryType: 'mark', startTime: 10, duration: 0 } }]);
    const second = collector.collect({ ...base, navigation: { loadEventEnd: 500 }, userTimings: [mark('rum-a'), mark('rum-a', 20)] });
    expect(second.map((r) => [r.event, r.data.startTime])).toEqual([
      ['page_speed', undefined],
      ['user', 20],
    ]);
    expect(collector.collect({ ...base, navigation: { loadEventEnd: 500 }, userTimings: [mark('rum-a'), mark('rum-a', 20)] })).toEqual([]);
  });

  it('for any sequence of collections, no record leaves twice', () => {
    const entry = fc.record({
      name: fc.constantFrom('rum-a', 'rum-b', 'other'),
      entryType: fc.constantFrom('mark', 'measure'),
      startTime: fc.integer({ min: 0, max: 5 }),
      duration: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.array(entry, { maxLength: 6 }), fc.boolean()), { maxLength: 8 }), (steps) => {
        const collector = createRecordCollector();
        const seen = new Set<string>();
        const all: TimingEntry[] = []; // entries accumulate on a page, as the buffer does
        let pageSpeed = 0;
        for (const [added, loaded] of steps) {
          all.push(...added);
          for (const record of collector.collect({ ...base, navigation: { loadEventEnd: loaded ? 1 : 0 }, userTimings: all })) {
            if (record.event === 'page_speed') pageSpeed += 1;
            else {
              const key = JSON.stringify(record.data);
              expect(seen.has(key)).toBe(false);
              expect(String(record.data.name).startsWith('rum-')).toBe(true);
              seen.add(key);
            }
          }
        }
        expect(pageSpeed).toBeLessThanOrEqual(1);
        const distinct = new Set(all.filter(isRumEntry).map((e) => JSON.stringify(userTimingData(e))));
        expect(seen.size).toBe(distinct.size);
      }),
    );
  });
});
