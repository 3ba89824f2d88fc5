/**
 * The map's life: tiles from the page context, the consent gate (tile servers are third
 * parties: under a restrictive cookie policy the map waits behind the shared click-to-load
 * placeholder), the Leaflet chunk loaded once with SPEC.md §9's 30 s timeout, later settings
 * applied 60 ms after the last change, and a new measure whenever the box changes size.
 * Whatever fails, the server's address (slotted under the map) stays readable.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { emit } from '@sqs/runtime/events';
import { pageOf } from '@sqs/runtime/page/page';
import { report } from '@sqs/runtime/report';
import { adoptStyles } from '../shared/adopt-styles';
import { MAP_SCRIPT_FAILURE, MAP_SCRIPT_TIMEOUT_MS, MAP_UI_DEBOUNCE_MS, mapTilesOf, mapViewOf, type MapView } from './map.logic';
import { debounce, withTimeout } from './map.logic.timeout';
import type { MapSettings } from './map.settings';
import type { LeafletMap } from './leaflet-map';

/** consent: behind the placeholder; loading: the chunk is on its way; address: no map, only the address. */
export type MapPhase = 'consent' | 'loading' | 'ready' | 'address';

/** The Leaflet chunk, once per page whichever map asks first. */
let leaflet: Promise<typeof import('./leaflet-map')> | undefined;
const loadLeaflet = () => (leaflet ??= import('./leaflet-map'));

const hostnameOf = (template: string, base: string): string => {
  try {
    return new URL(template.replace(/\{[^}]*\}/g, '0'), base).hostname;
  } catch {
    return template;
  }
};

export function useMap(settings: MapSettings, host: HTMLElement) {
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const view = useMemo(() => mapViewOf(settings), [settings]);
  const viewRef = useRef<MapView>(view);
  viewRef.current = view;
  const [phase, setPhase] = useState<MapPhase>('loading');
  const [tiles, setTiles] = useState<'pending' | 'loaded' | 'error'>('pending');

  useEffect(() => {
    const box = boxRef.current;
    const win = host.ownerDocument.defaultView;
    if (!box || !win) return;
    let stopped = false;
    let stopPlaceholder: (() => void) | undefined;
    const tilesOrProblem = mapTilesOf(pageOf(host.ownerDocument).context.websiteSettings.mapTiles);
    if ('problem' in tilesOrProblem) {
      report({ source: 'sqs-map', message: tilesOrProblem.problem, element: host });
      setPhase('address');
      return;
    }
    const tileSet = tilesOrProblem;

    const start = (focusAfter: boolean) => {
      setPhase('loading');
      withTimeout(loadLeaflet(), MAP_SCRIPT_TIMEOUT_MS, MAP_SCRIPT_FAILURE).then(
        (chunk) => {
          if (stopped) return;
          const root = host.shadowRoot;
          if (root) adoptStyles(root, chunk.leafletCss);
          mapRef.current = chunk.createLeafletMap(box, viewRef.current, tileSet, {
            onTileError: () => {
              setTiles('error');
              report({ source: 'sqs-map', message: 'map tiles could not load; the address stays readable', element: host });
            },
            // Leaflet says 'load' once every tile is done, failed ones too: an error stays the answer.
            onTilesLoaded: () => setTiles((state) => (state === 'error' ? state : 'loaded')),
            onMarkerMove: (lat, lng) => emit(host, 'sqs-map-marker-move', { lat, lng }),
          });
          setPhase('ready');
          if (focusAfter) mapRef.current.focus(); // the placeholder's button is gone: focus goes to what replaced it
        },
        (error: unknown) => {
          if (stopped) return;
          leaflet = undefined; // a later map may try again
          report({ source: 'sqs-map', message: MAP_SCRIPT_FAILURE, error, element: host });
          setPhase('address');
        },
      );
    };

    void import('@sqs/runtime/consent/consent-gate').then((gate) => {
      if (stopped) return;
      if (gate.thirdPartyAllowed(win)) return start(false);
      setPhase('consent');
      stopPlaceholder = gate.renderConsentPlaceholder(box, {
        label: hostnameOf(tileSet.url, win.location.href),
        onAllow: (reason) => start(reason === 'click'),
        window: win,
      });
    });

    const resize = new ResizeObserver(() => mapRef.current?.resize());
    resize.observe(box);
    return () => {
      stopped = true;
      stopPlaceholder?.();
      resize.disconnect();
      mapRef.current?.destroy();
      mapRef.current = null;
    };
  }, [host]);

  // Live settings reach the map 60 ms after the last change (SPEC.md §9), not once per keystroke of an editor.
  const updates = useMemo(() => debounce(() => mapRef.current?.update(viewRef.current), MAP_UI_DEBOUNCE_MS), []);
  const viewKey = JSON.stringify(view);
  const firstKey = useRef(viewKey);
  useEffect(() => {
    if (viewKey !== firstKey.current) updates.schedule();
  }, [viewKey, updates]);
  useEffect(() => () => updates.cancel(), [updates]);

  return { boxRef, phase, tiles };
}
