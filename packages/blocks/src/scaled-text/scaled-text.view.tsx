import type { BlockViewProps } from '../shared/block-element';
import type { ScaledTextProps } from './scaled-text.read';
import { useScaledText } from './use-scaled-text';

/** The light-DOM text, slotted into one line that shrinks to its box. */
export function ScaledTextView(props: ScaledTextProps & BlockViewProps) {
  const { boxRef, lineRef } = useScaledText(props.host, props.text);
  return (
    <div part="box" className="box" ref={boxRef}>
      <span part="text" className="text" ref={lineRef}>
        <slot />
      </span>
    </div>
  );
}
