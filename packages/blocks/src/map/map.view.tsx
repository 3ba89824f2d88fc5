import type { BlockViewProps } from '../shared/block-element';
import type { MapSettings } from './map.settings';
import { useMap } from './use-map';

export function MapView(props: MapSettings & BlockViewProps) {
  const { boxRef, phase, tiles } = useMap(props, props.host);
  return (
    <div part="container" className="container" data-phase={phase} data-tiles={tiles} data-style={props.style}>
      <div part="map" className="map" ref={boxRef} hidden={phase === 'address'} />
      <div part="address" className="address">
        <slot />
      </div>
    </div>
  );
}
