/**
 * The map's server HTML is its fallback (an address and a link to an external map search):
 * it stays in the light DOM, shown in the map's `address` slot, so it is readable before,
 * during and after the map, and whatever fails. Nothing in it is required.
 */
export type MapContent = Record<string, never>;

export function readMap(): MapContent {
  return {};
}
