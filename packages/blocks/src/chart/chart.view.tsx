import { message } from '@sqs/runtime/contracts/messages';
import type { BlockViewProps } from '../shared/block-element';
import { DATA_IS_EMPTY, MARGIN } from './chart.logic';
import { liveDataset, type ChartProps } from './chart.read';
import { useChart } from './use-chart';

/** Series colours cycle through five custom properties, which default to the site palette's. */
const colorClass = (series: number) => `c${series % 5}`;

export function ChartView(props: ChartProps & BlockViewProps) {
  const chart = useChart(props, props.host);
  const { type } = props;
  const dataset = liveDataset(props);
  const legend = dataset ? (type === 'pie' ? dataset.labels : dataset.series.map((s) => s.name)) : [];
  const { box, layout } = chart;
  return (
    <div part="chart" className="chart" data-type={type}>
      <div className="figure" ref={chart.figureRef}>
        {!dataset || !layout ? (
          <p part="empty" className="empty" role="status">{message('chart.empty', DATA_IS_EMPTY)}</p>
        ) : (
          <svg part="plot" className="plot" role="group" aria-label={props.name || message('chart.name', 'Chart')} width={box.width} height={box.height} viewBox={`0 0 ${box.width} ${box.height}`}>
            {layout.axis && (
              <g className="axis" aria-hidden="true">
                {layout.axis.ticks.map((tick) => (
                  <g key={tick.value}>
                    <line x1={MARGIN.left} x2={box.width - MARGIN.right} y1={tick.y} y2={tick.y} className={tick.value === 0 ? 'zero' : 'grid'} />
                    <text x={MARGIN.left - 6} y={tick.y} dy="0.32em" textAnchor="end">{tick.value.toLocaleString()}</text>
                  </g>
                ))}
                {layout.axis.labels.map((label, i) => (
                  <text key={i} x={label.x} y={box.height - MARGIN.bottom + 18} textAnchor="middle">{label.text}</text>
                ))}
              </g>
            )}
            {layout.lines.map((line) => (
              <path key={line.series} d={line.d} className={`line ${colorClass(line.series)}`} aria-hidden="true" />
            ))}
            {chart.marks.map((mark, i) => (
              <path key={`${mark.series}-${mark.index}`} part="mark" className={`mark ${colorClass(type === 'pie' ? mark.index : mark.series)}`} {...chart.markProps(mark, i)} />
            ))}
          </svg>
        )}
        {chart.active && (
          <div part="tooltip" className="tooltip" aria-hidden="true" style={{ left: `${chart.active.x}px`, top: `${chart.active.y}px` }}>
            {chart.tooltip}
          </div>
        )}
      </div>
      {legend.length > 0 && (
        <ul part="legend" className="legend">
          {legend.map((name, i) => (
            <li key={i}>
              <span className={`swatch ${colorClass(i)}`} aria-hidden="true" />
              {name}
            </li>
          ))}
        </ul>
      )}
      {props.hasTable && (
        <>
          {dataset && <button part="table-toggle" className="toggle" {...chart.toggleProps} />}
          <div part="table" className="table" id={`${chart.id}table`} hidden={Boolean(dataset) && !chart.showTable}>
            <slot name="table" />
          </div>
        </>
      )}
    </div>
  );
}
