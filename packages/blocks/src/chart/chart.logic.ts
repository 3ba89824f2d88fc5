/**
 * sqs-chart's rules (block type CHART 62, variants chart bar/line/pie; SPEC.md §5 dataset
 * rules, §8 'Data is empty'): the dataset from a table's rows or the block JSON, the scale,
 * and the layout of bars, lines and pie slices as plain numbers and SVG path text. Pure: the
 * view only draws what these return.
 */

export type ChartType = 'bar' | 'line' | 'pie';
export const CHART_TYPES: readonly ChartType[] = ['bar', 'line', 'pie'];

/** SPEC.md §8 (console-level) 'Data is empty': shown, with the table kept, when nothing can be drawn. */
export const DATA_IS_EMPTY = 'Data is empty';

export interface Series {
  name: string;
  /** null: a cell that is not a number (a gap in a line, no bar). */
  values: Array<number | null>;
}

export interface Dataset {
  labels: string[];
  series: Series[];
}

/** A cell's number: '1,234.5', '12 %', '−3', '$40' read as numbers; anything else null. */
export function parseNumber(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string') return null;
  const cleaned = text.trim().replace(/[\s,\u00a0%]/g, '').replace(/^[^\d.+\-\u2212]+/, '').replace('\u2212', '-');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/**
 * Rows of cells → a dataset (SPEC.md §5; editor rule "dataset needs at least one column and one
 * row"). The first row names the series (its first cell is the label column's heading); each
 * later row is a label and one value per series. Null when there is no series, no row, or no
 * number anywhere: the caller shows 'Data is empty'.
 */
export function datasetFromRows(rows: readonly (readonly unknown[])[]): Dataset | null {
  if (!Array.isArray(rows) || rows.length < 2) return null;
  const header = rows[0];
  if (!Array.isArray(header) || header.length < 2) return null;
  const names = header.slice(1).map((cell, i) => String(cell ?? '').trim() || `Series ${i + 1}`);
  const body = rows.slice(1).filter((row): row is readonly unknown[] => Array.isArray(row) && row.length > 0);
  const labels = body.map((row, i) => String(row[0] ?? '').trim() || String(i + 1));
  const series = names.map((name, s) => ({ name, values: body.map((row) => parseNumber(row[s + 1])) }));
  const anyNumber = series.some((one) => one.values.some((v) => v !== null));
  return labels.length > 0 && anyNumber ? { labels, series } : null;
}

/** The block JSON's dataset: `{"data": [[…header], [label, value, …], …]}`; null when absent or empty. */
export function datasetFromJson(data: Readonly<Record<string, unknown>>): Dataset | null {
  return Object.hasOwn(data, 'data') && Array.isArray(data.data) ? datasetFromRows(data.data as unknown[][]) : null;
}

/** Round tick values (1, 2, 2.5, 5 × 10ⁿ) covering [min, max] with about `count` steps; 0 always inside. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  let lo = Math.min(0, min);
  let hi = Math.max(0, max);
  if (hi - lo < 1e-9) hi = lo + 1; // one value (or values too close to tell apart): a unit scale
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  if (!Number.isFinite(step) || step <= 0 || !Number.isFinite(hi - lo)) return [lo, hi];
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  // By index, not by adding: adding a step to a large value may not move it (floating point).
  const steps = Math.min(50, Math.round((hi - lo) / step));
  const ticks: number[] = [];
  for (let i = 0; i <= steps; i += 1) ticks.push(Number((lo + i * step).toPrecision(12)));
  return ticks;
}

export interface Box {
  width: number;
  height: number;
}

/** Room for the value axis (left) and the label axis (bottom). */
export const MARGIN = { top: 12, right: 12, bottom: 28, left: 48 } as const;

export interface Mark {
  series: number;
  index: number;
  value: number;
  /** SVG path text of the bar, slice or point. */
  d: string;
  /** Where the tooltip points. */
  x: number;
  y: number;
}

export interface AxisLayout {
  ticks: Array<{ value: number; y: number }>;
  labels: Array<{ text: string; x: number }>;
  /** The zero line's y. */
  base: number;
}

export interface ChartLayout {
  marks: Mark[];
  /** Line paths per series (line charts). */
  lines: Array<{ series: number; d: string }>;
  axis: AxisLayout | null;
}

const r = (n: number) => Math.round(n * 10) / 10;

function valueAxis(dataset: Dataset, box: Box, bandCenter: (i: number) => number): AxisLayout & { y: (v: number) => number } {
  const values = dataset.series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const plotHeight = Math.max(1, box.height - MARGIN.top - MARGIN.bottom);
  const y = (v: number) => r(MARGIN.top + ((hi - v) / (hi - lo)) * plotHeight);
  return {
    y,
    base: y(0),
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    labels: dataset.labels.map((text, i) => ({ text, x: r(bandCenter(i)) })),
  };
}

export function barLayout(dataset: Dataset, box: Box): ChartLayout {
  const plotWidth = Math.max(1, box.width - MARGIN.left - MARGIN.right);
  const band = plotWidth / dataset.labels.length;
  const group = band * 0.8;
  const bar = group / dataset.series.length;
  const axis = valueAxis(dataset, box, (i) => MARGIN.left + band * (i + 0.5));
  const marks: Mark[] = [];
  dataset.series.forEach((series, s) => {
    series.values.forEach((value, i) => {
      if (value === null) return;
      const x = r(MARGIN.left + band * i + band * 0.1 + bar * s);
      const top = Math.min(axis.y(value), axis.base);
      const height = Math.max(r(Math.abs(axis.y(value) - axis.base)), 0.5);
      const w = r(Math.max(1, bar - 1));
      marks.push({ series: s, index: i, value, d: `M${x} ${top}h${w}v${height}h${-w}Z`, x: r(x + w / 2), y: top });
    });
  });
  return { marks, lines: [], axis };
}

export function lineLayout(dataset: Dataset, box: Box): ChartLayout {
  const plotWidth = Math.max(1, box.width - MARGIN.left - MARGIN.right);
  const count = dataset.labels.length;
  const xAt = (i: number) => MARGIN.left + (count === 1 ? plotWidth / 2 : (plotWidth * i) / (count - 1));
  const axis = valueAxis(dataset, box, xAt);
  const marks: Mark[] = [];
  const lines = dataset.series.map((series, s) => {
    let d = '';
    let pen = false;
    series.values.forEach((value, i) => {
      if (value === null) {
        pen = false; // a gap: the line lifts
        return;
      }
      const x = r(xAt(i));
      const y = axis.y(value);
      d += `${pen ? 'L' : 'M'}${x} ${y}`;
      pen = true;
      marks.push({ series: s, index: i, value, d: `M${x - 4} ${y}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0`, x, y });
    });
    return { series: s, d };
  });
  return { marks, lines, axis };
}

/** Pie of the first series: negative and missing values count as nothing; null when the total is 0. */
export function pieLayout(dataset: Dataset, box: Box): ChartLayout | null {
  const values = (dataset.series[0]?.values ?? []).map((v) => (v !== null && v > 0 ? v : 0));
  const total = values.reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  const cx = box.width / 2;
  const cy = box.height / 2;
  const radius = Math.max(1, Math.min(cx, cy) - 8);
  const point = (angle: number) => [r(cx + radius * Math.sin(angle)), r(cy - radius * Math.cos(angle))] as const;
  const marks: Mark[] = [];
  let start = 0;
  values.forEach((value, i) => {
    if (value === 0) return;
    const sweep = (value / total) * Math.PI * 2;
    const end = start + sweep;
    const [x0, y0] = point(start);
    const [x1, y1] = point(end);
    const [mx, my] = [cx + (radius / 2) * Math.sin(start + sweep / 2), cy - (radius / 2) * Math.cos(start + sweep / 2)];
    const d =
      value === total
        ? `M${r(cx)} ${r(cy - radius)}a${radius} ${radius} 0 1 1 0 ${2 * radius}a${radius} ${radius} 0 1 1 0 ${-2 * radius}Z`
        : `M${r(cx)} ${r(cy)}L${x0} ${y0}A${radius} ${radius} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x1} ${y1}Z`;
    marks.push({ series: 0, index: i, value, d, x: r(mx), y: r(my) });
    start = end;
  });
  return { marks, lines: [], axis: null };
}

export function layoutChart(type: ChartType, dataset: Dataset, box: Box): ChartLayout | null {
  return type === 'pie' ? pieLayout(dataset, box) : type === 'line' ? lineLayout(dataset, box) : barLayout(dataset, box);
}

/** A pie slice's share, '25%'. */
export function percentOf(value: number, dataset: Dataset): string {
  const total = (dataset.series[0]?.values ?? []).reduce<number>((a, v) => a + (v !== null && v > 0 ? v : 0), 0);
  return total > 0 ? `${Math.round((value / total) * 100)}%` : '0%';
}

/** Keyboard moves between marks (one tab stop): arrows step, Home and End jump. */
export function nextMark(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
