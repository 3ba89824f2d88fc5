/**
 * Where a tooltip goes (SPEC.md §9 "Tooltip": width 250, edge margin 20, mouse offset 15).
 * Pure: viewport, tooltip size and anchor in; the box's top-left corner (viewport px) out.
 *
 * Shown by the mouse it sits 15 px right of and below the pointer, flipping to the left
 * or above when that side has no room; shown by keyboard focus it sits 15 px below the
 * element (above when there is no room), aligned with its left edge. Either way the box
 * is then kept 20 px inside the viewport whenever it fits, and pinned to the top-left
 * margin when it cannot fit.
 */

/** SPEC.md §9. */
export const TOOLTIP_DELAY_MS = 1200;
export const TOOLTIP_WIDTH = 250;
export const TOOLTIP_EDGE_MARGIN = 20;
export const TOOLTIP_MOUSE_OFFSET = 15;

export interface Size {
  width: number;
  height: number;
}

export type TooltipAnchor = { x: number; y: number } | { left: number; top: number; right: number; bottom: number };

export interface TooltipPlacement {
  left: number;
  top: number;
}

/** One axis: the preferred start, else the flipped start, kept inside [margin, limit - margin - size]. */
function axis(preferred: number, flipped: number, size: number, limit: number, margin: number): number {
  const max = limit - margin - size;
  if (max < margin) return margin; // does not fit: keep its start edge readable
  if (preferred >= margin && preferred <= max) return preferred;
  if (flipped >= margin && flipped <= max) return flipped;
  return Math.min(Math.max(preferred, margin), max);
}

export function placeTooltip(
  viewport: Size,
  box: Size,
  anchor: TooltipAnchor,
  margin: number = TOOLTIP_EDGE_MARGIN,
  offset: number = TOOLTIP_MOUSE_OFFSET,
): TooltipPlacement {
  // A DOMRect has x and y too: tell the two apart by the rectangle's edges.
  if ('bottom' in anchor) {
    return {
      left: axis(anchor.left, anchor.right - box.width, box.width, viewport.width, margin),
      top: axis(anchor.bottom + offset, anchor.top - offset - box.height, box.height, viewport.height, margin),
    };
  }
  return {
    left: axis(anchor.x + offset, anchor.x - offset - box.width, box.width, viewport.width, margin),
    top: axis(anchor.y + offset, anchor.y - offset - box.height, box.height, viewport.height, margin),
  };
}
