/**
 * State, then behaviour, for one sqs-chart: its width (ResizeObserver: the layout is redone
 * for the box, so text keeps its size), the data-table toggle, the focused or hovered mark
 * (tooltip), and one tab stop across the marks (arrows, Home, End; Escape hides the tooltip).
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { emit } from '@sqs/runtime/events';
import { layoutChart, nextMark, percentOf, type Mark } from './chart.logic';
import { liveDataset, type ChartProps } from './chart.read';

export const DEFAULT_WIDTH = 600;
/** Height from width: 3:5, kept between 200 and 400 px. */
export const heightFor = (width: number) => Math.round(Math.min(400, Math.max(200, width * 0.6)));

export function useChart(props: ChartProps, host: HTMLElement) {
  const { type } = props;
  const dataset = liveDataset(props);
  const figure = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const [showTable, setShowTable] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const marksRef = useRef<Array<SVGPathElement | null>>([]);
  const id = useId();

  useEffect(() => {
    const node = figure.current;
    if (!node) return;
    const measure = () => {
      const w = Math.round(node.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    // The redraw for a new width changes the figure's height. Done inside the observer's delivery
    // (preact/compat renders a state update in a microtask, React in a later task), that change
    // is a notification the browser cannot deliver in this frame: "ResizeObserver loop completed
    // with undelivered notifications", an error on the page. Measured at the next frame, it is
    // an ordinary one, with either framework (issue 15, the lite build).
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  const box = { width, height: type === 'pie' ? Math.min(heightFor(width), width) : heightFor(width) };
  const layout = useMemo(() => (dataset ? layoutChart(type, dataset, box) : null), [dataset, type, box.width, box.height]);
  const marks = layout?.marks ?? [];

  const describe = (mark: Mark): string => {
    if (!dataset) return '';
    const label = dataset.labels[mark.index] ?? '';
    const value = mark.value.toLocaleString();
    if (type === 'pie') return message('chart.slice', '{label}: {value} ({percent})', { label, value, percent: percentOf(mark.value, dataset) });
    const series = dataset.series[mark.series]?.name ?? '';
    return message('chart.point', '{label}, {series}: {value}', { label, series, value });
  };

  const onKeyDown = (event: KeyboardEvent<SVGElement>) => {
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const next = nextMark(event.key, focusIndex, marks.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    marksRef.current[next]?.focus();
  };

  return {
    id,
    box,
    layout,
    marks,
    active: active !== null ? (marks[active] ?? null) : null,
    tooltip: active !== null && marks[active] ? describe(marks[active]) : '',
    showTable,
    figureRef: figure,
    toggleProps: {
      type: 'button' as const,
      'aria-expanded': showTable,
      'aria-controls': `${id}table`,
      onClick: () => {
        emit(host, 'sqs-chart-table-toggle', { shown: !showTable });
        setShowTable(!showTable);
      },
      children: showTable ? message('chart.hideTable', 'Hide data table') : message('chart.showTable', 'Show data table'),
    },
    markProps: (mark: Mark, i: number) => ({
      ref: (node: SVGPathElement | null) => {
        marksRef.current[i] = node;
      },
      d: mark.d,
      role: 'img' as const,
      'aria-label': describe(mark),
      tabIndex: i === Math.min(focusIndex, marks.length - 1) ? 0 : -1,
      'data-series': mark.series,
      'data-active': active === i ? '' : undefined,
      onPointerEnter: () => setActive(i),
      onPointerLeave: () => setActive((current) => (current === i ? null : current)),
      onFocus: () => {
        setFocusIndex(i);
        setActive(i);
      },
      onBlur: () => setActive((current) => (current === i ? null : current)),
      onKeyDown,
    }),
  };
}
