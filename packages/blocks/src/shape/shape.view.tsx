import { useEffect } from 'react';
import { emit } from '@sqs/runtime/events';
import type { BlockViewProps } from '../shared/block-element';
import './shape.events';
import { cssValue } from '../shared/css-value';
import { heightOf, SHAPE_MASK, shapePath } from './shape.logic';
import type { ShapeProps } from './shape.read';

/**
 * The shape as an SVG filling a box of its mask's ratio (SPEC.md §9), with the content centred
 * over it. The SVG is decoration (aria-hidden); the content is what assistive tech reads.
 */
export function ShapeView(props: ShapeProps & BlockViewProps) {
  const { host } = props;
  useEffect(() => {
    // A native listener: the link is light DOM; the event is told, the navigation never waits for it.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement && host.contains(link)) emit(host, 'sqs-shape-link', { href: link.href });
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);
  const height = heightOf(props.shape);
  const style = {
    fill: cssValue('color', props.fill, 'var(--sqs-shape-fill, #e7e1d8)'),
    stroke: props.strokeWidth > 0 ? cssValue('color', props.stroke, 'var(--sqs-shape-stroke, currentColor)') : 'none',
    strokeWidth: `${props.strokeWidth}px`,
  };
  return (
    <div part="shape" className="shape" data-shape={props.shape} data-mask={SHAPE_MASK[props.shape]} style={{ aspectRatio: `100 / ${height}` }}>
      <svg part="outline" className="outline" viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" style={style}>
        <path d={shapePath(props.shape)} />
      </svg>
      {props.hasContent && (
        <div part="content" className="content">
          <slot />
        </div>
      )}
    </div>
  );
}
