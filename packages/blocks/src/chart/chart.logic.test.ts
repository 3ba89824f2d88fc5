import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barLayout, datasetFromJson, datasetFromRows, layoutChart, lineLayout, nextMark, niceTicks, parseNumber, percentOf, pieLayout } from './chart.logic';

const rows = [
  ['Month', '2024', '2025'],
  ['Jan', '10', '12'],
  ['Feb', '1,200', 'n/a'],
  ['Mar', '-5', '7 %'],
];

describe('dataset rules (SPEC.md §5)', () => {
  it('reads numbers the way a table writes them', () => {
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber(' 12 % ')).toBe(12);
    expect(parseNumber('$40')).toBe(40);
    expect(parseNumber('\u22123')).toBe(-3);
    expect(parseNumber('n/a')).toBe(null);
    expect(parseNumber('')).toBe(null);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber(Number.NaN)).toBe(null);
    expect(parseNumber({})).toBe(null);
  });

  it('takes series from the first row and a label and values from each other row', () => {
    expect(datasetFromRows(rows)).toEqual({
      labels: ['Jan', 'Feb', 'Mar'],
      series: [
        { name: '2024', values: [10, 1200, -5] },
        { name: '2025', values: [12, null, 7] },
      ],
    });
  });

  it("gives nothing ('Data is empty') without a series, a row or a number", () => {
    expect(datasetFromRows([])).toBe(null);
    expect(datasetFromRows([['Month', 'A']])).toBe(null);
    expect(datasetFromRows([['Month'], ['Jan']])).toBe(null);
    expect(datasetFromRows([['M', 'A'], ['Jan', 'x']])).toBe(null);
    expect(datasetFromRows('nope' as never)).toBe(null);
    expect(datasetFromJson({ data: [['', 'A'], ['x', 1]] })?.series[0]?.values).toEqual([1]);
    expect(datasetFromJson({ data: {} })).toBe(null);
    expect(datasetFromJson({})).toBe(null);
  });

  it('never throws on any rows', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.oneof(fc.string(), fc.double(), fc.constant(null)))), (any) => {
        const ds = datasetFromRows(any);
        if (ds) for (const type of ['bar', 'line', 'pie'] as const) layoutChart(type, ds, { width: 300, height: 200 });
      }),
    );
  });
});

describe('scale', () => {
  it('covers the data with round steps and includes 0', () => {
    expect(niceTicks(3, 97)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-5, 1200)).toEqual([-250, 0, 250, 500, 750, 1000, 1250]);
    expect(niceTicks(5, 5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(niceTicks(0, 0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('always contains min, max and 0', () => {
    // Values a table can hold (no denormals: below 1e-9 a value reads as 0).
    const value = fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((x) => (Math.abs(x) < 1e-9 ? 0 : x));
    fc.assert(
      fc.property(value, value, (a, b) => {
        const ticks = niceTicks(Math.min(a, b), Math.max(a, b));
        expect(ticks[0]!).toBeLessThanOrEqual(Math.min(a, b, 0));
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(Math.max(a, b, 0) - 1e-9);
        expect(ticks.length).toBeLessThan(20);
      }),
    );
  });
});

describe('layouts', () => {
  const ds = datasetFromRows(rows)!;
  const box = { width: 400, height: 240 };

  it('draws a bar per number, above or below the zero line, inside the box', () => {
    const layout = barLayout(ds, box);
    expect(layout.marks).toHaveLength(5); // one gap
    const base = layout.axis!.base;
    const negative = layout.marks.find((m) => m.value === -5)!;
    expect(negative.y).toBe(base); // hangs down from zero
    for (const mark of layout.marks) {
      expect(mark.x).toBeGreaterThan(0);
      expect(mark.x).toBeLessThan(box.width);
    }
    expect(layout.axis!.labels.map((l) => l.text)).toEqual(['Jan', 'Feb', 'Mar']);
  });

  it('lifts the pen over a gap in a line', () => {
    const layout = lineLayout(ds, box);
    expect(layout.lines[0]!.d.match(/M/g)).toHaveLength(1);
    expect(layout.lines[1]!.d.match(/M/g)).toHaveLength(2);
    expect(layout.marks).toHaveLength(5);
  });

  it('slices a pie of the first series, ignoring negative values; nothing for a zero total', () => {
    const pie = pieLayout(ds, { width: 200, height: 200 })!;
    expect(pie.marks.map((m) => m.index)).toEqual([0, 1]);
    expect(percentOf(1200, ds)).toBe('99%');
    expect(pieLayout({ labels: ['a'], series: [{ name: 's', values: [-1] }] }, box)).toBe(null);
    const whole = pieLayout({ labels: ['a', 'b'], series: [{ name: 's', values: [5, 0] }] }, { width: 200, height: 200 })!;
    expect(whole.marks).toHaveLength(1);
    expect(whole.marks[0]!.d).toMatch(/^M100 8a92 92/); // a full circle
  });
});

describe('keyboard across marks', () => {
  it('steps with arrows, jumps with Home and End, stops at the ends', () => {
    expect(nextMark('ArrowRight', 0, 3)).toBe(1);
    expect(nextMark('ArrowRight', 2, 3)).toBe(2);
    expect(nextMark('ArrowLeft', 0, 3)).toBe(0);
    expect(nextMark('End', 0, 3)).toBe(2);
    expect(nextMark('Home', 2, 3)).toBe(0);
    expect(nextMark('a', 0, 3)).toBe(null);
    expect(nextMark('Home', 0, 0)).toBe(null);
  });
});
