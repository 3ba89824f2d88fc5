import type { BlockViewProps } from '../shared/block-element';
import type { MenuProps } from './menu.read';
import { useMenu } from './use-menu';

export function MenuView(props: MenuProps & BlockViewProps) {
  const menu = useMenu(props, props.host);
  return (
    <div part="menu" className="menu">
      <div part="tablist" className="tablist" {...menu.tablistProps}>
        {props.tabs.map((tab, index) => (
          <button key={index} part={menu.isSelected(index) ? 'tab tab-selected' : 'tab'} className="tab" {...menu.tabProps(index)}>
            {tab.label}
          </button>
        ))}
      </div>
      {props.tabs.map((_, index) => (
        <div key={index} part="panel" className="panel" {...menu.panelProps(index)}>
          <slot name={`panel-${index}`} />
        </div>
      ))}
    </div>
  );
}
