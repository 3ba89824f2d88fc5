import type { BlockViewProps } from '../shared/block-element';
import { MARKER_WIDTH_FACTOR, OVER_TEXT, shapePaths, undrawnClip } from './text-highlight.logic';
import type { TextHighlightProps } from './text-highlight.read';
import { useTextHighlight } from './use-text-highlight';

/** The slotted text, with the shape drawn behind (or, for strikes and crosses, over) it. */
export function TextHighlightView(props: TextHighlightProps & BlockViewProps) {
  const highlight = useTextHighlight(props, props.host);
  const width = props.shape === 'marker' ? `calc(${highlight.thickness} * ${MARKER_WIDTH_FACTOR})` : highlight.thickness;
  const style = {
    stroke: highlight.color,
    strokeWidth: width,
    strokeLinecap: props.linecap,
    strokeLinejoin: props.linecap === 'round' ? 'round' : 'miter',
    mixBlendMode: props.blend,
    opacity: highlight.drawn ? props.opacity : 0,
    clipPath: highlight.drawn || props.animation !== 'draw' ? 'inset(0 0 0 0)' : undrawnClip(props.direction),
    transform: highlight.drawn || props.animation !== 'fadeScale' ? 'none' : 'scale(0.8)',
    transformOrigin: props.direction === 'right' ? 'left center' : 'right center',
    transitionDuration: highlight.instant ? '0s' : `${props.duration}s`,
  } as const;
  return (
    <span part="highlight" className="highlight">
      <svg
        part="shape"
        className={OVER_TEXT.has(props.shape) ? 'shape over' : 'shape'}
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        data-shape={props.shape}
        data-animation={props.animation}
        data-drawn={highlight.drawn ? '' : undefined}
        style={style}
      >
        {shapePaths(props.shape).map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      <span part="text" className="text">
        <slot />
      </span>
    </span>
  );
}
