import type { BlockViewProps } from '../shared/block-element';
import type { AccordionProps } from './accordion.read';
import { useAccordion } from './use-accordion';

export function AccordionView(props: AccordionProps & BlockViewProps) {
  const accordion = useAccordion(props, props.host);
  const Heading = `h${props.headingLevel}` as 'h3';
  return (
    <div part="accordion" className="accordion" data-reduced-motion={accordion.reducedMotion ? '' : undefined}>
      {props.items.map((item, index) => (
        <div key={index} part={accordion.isOpen(index) ? 'item item-open' : 'item'} className="item">
          <Heading className="heading">
            <button part="trigger" className="trigger" {...accordion.triggerProps(index)}>
              <span part="title" className="title">{item.title}</span>
              <span part="icon" className="icon" aria-hidden="true" />
            </button>
          </Heading>
          <div part="panel" className="panel" {...accordion.panelProps(index)}>
            <div className="panel-inner">
              <slot name={`panel-${index}`} />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
