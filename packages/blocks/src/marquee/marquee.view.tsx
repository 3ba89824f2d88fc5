import { useId } from 'react';
import type { BlockViewProps } from '../shared/block-element';
import type { MarqueeProps } from './marquee.read';
import { SEPARATOR, useMarquee } from './use-marquee';

/**
 * The text once for assistive tech (slotted, visually hidden), its copies laid once along the
 * wave in an aria-hidden SVG on a band that slides (CSS transform), and the pause/play control.
 */
export function MarqueeView(props: MarqueeProps & BlockViewProps) {
  const marquee = useMarquee(props, props.host);
  const pathId = `${useId()}wave`;
  const unit = props.text + SEPARATOR;
  return (
    <div part="marquee" className="marquee" {...marquee.hoverProps}>
      <span className="visually-hidden">
        <slot />
      </span>
      <div part="track" className="track" {...marquee.trackProps}>
        <div className="band" {...marquee.bandProps}>
          <svg {...marquee.svgProps}>
            <path id={pathId} d={marquee.path} fill="none" />
            <text ref={marquee.probeRef} className="probe">
              {unit}
            </text>
            <text part="text" className="text">
              {marquee.starts.map((start) => (
                <textPath key={start} href={`#${pathId}`} startOffset={start}>
                  {unit}
                </textPath>
              ))}
            </text>
          </svg>
        </div>
      </div>
      <button part="toggle" className="toggle" {...marquee.toggleProps}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          {marquee.running ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M4 2.5v11l9-5.5z" />}
        </svg>
      </button>
    </div>
  );
}
