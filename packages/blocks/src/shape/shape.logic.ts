/**
 * Shape block (block type SHAPE 71): each shape's outline as SVG path data, and its box.
 * SPEC.md §9 "Shape mask heights 100 square-ish, 150 tall, 67 wide": a shape's height is 100,
 * 150 or 67 per 100 of its width, so the viewBox is 100 wide and that tall, and the element
 * keeps the same aspect ratio at any width. Pure.
 */

export type MaskKind = 'square' | 'tall' | 'wide';

/** SPEC.md §9, height per 100 of width. */
export const MASK_HEIGHTS: Readonly<Record<MaskKind, number>> = { square: 100, tall: 150, wide: 67 };

export const SHAPES = ['square', 'circle', 'triangle', 'diamond', 'pentagon', 'hexagon', 'octagon', 'star', 'heart', 'arch', 'capsule', 'rectangle', 'oval', 'pill', 'parallelogram'] as const;
export type ShapeName = (typeof SHAPES)[number];

/** Which mask each shape has: round and regular shapes are square-ish, the arch and capsule tall, the rest wide. */
export const SHAPE_MASK: Readonly<Record<ShapeName, MaskKind>> = {
  square: 'square',
  circle: 'square',
  triangle: 'square',
  diamond: 'square',
  pentagon: 'square',
  hexagon: 'square',
  octagon: 'square',
  star: 'square',
  heart: 'square',
  arch: 'tall',
  capsule: 'tall',
  rectangle: 'wide',
  oval: 'wide',
  pill: 'wide',
  parallelogram: 'wide',
};

/** Room left on every side so a stroke is not cut by the viewBox. */
export const INSET = 2;

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A closed polygon through the points. */
export const polygon = (points: ReadonlyArray<readonly [number, number]>): string =>
  `M ${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L ')} Z`;

/**
 * A regular polygon (or a star, with `innerRatio`) in the box, one vertex straight up, scaled
 * to fill the box's width and height.
 */
export function radialPolygon(sides: number, width: number, height: number, innerRatio = 1): string {
  const count = innerRatio === 1 ? sides : sides * 2;
  const raw = Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / count;
    const radius = innerRatio !== 1 && i % 2 === 1 ? innerRatio : 1;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius] as const;
  });
  const xs = raw.map(([x]) => x);
  const ys = raw.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const fit = (v: number, min: number, max: number, size: number) => INSET + ((v - min) / (max - min)) * (size - 2 * INSET);
  return polygon(raw.map(([x, y]) => [fit(x, minX, maxX, width), fit(y, minY, maxY, height)]));
}

/** The outline of a shape in its viewBox (100 wide, `heightOf(shape)` tall). */
export function shapePath(shape: ShapeName): string {
  const w = 100;
  const h = heightOf(shape);
  const [l, t, r, b] = [INSET, INSET, w - INSET, h - INSET];
  const cx = w / 2;
  switch (shape) {
    case 'square':
    case 'rectangle':
      return polygon([[l, t], [r, t], [r, b], [l, b]]);
    case 'circle':
    case 'oval': {
      const rx = (r - l) / 2;
      const ry = (b - t) / 2;
      // Four quarter arcs through the edges' midpoints.
      const [my, arc] = [r1(h / 2), `A ${rx} ${r1(ry)} 0 0 1`];
      return `M ${l} ${my} ${arc} ${cx} ${t} ${arc} ${r} ${my} ${arc} ${cx} ${b} ${arc} ${l} ${my} Z`;
    }
    case 'pill': {
      // Round ends left and right.
      const radius = r1((b - t) / 2);
      const [my, arc] = [r1(h / 2), `A ${radius} ${radius} 0 0 1`];
      return `M ${r1(l + radius)} ${t} L ${r1(r - radius)} ${t} ${arc} ${r} ${my} ${arc} ${r1(r - radius)} ${b} L ${r1(l + radius)} ${b} ${arc} ${l} ${my} ${arc} ${r1(l + radius)} ${t} Z`;
    }
    case 'capsule': {
      // Round ends top and bottom.
      const radius = r1((r - l) / 2);
      const arc = `A ${radius} ${radius} 0 0 1`;
      return `M ${l} ${r1(t + radius)} ${arc} ${cx} ${t} ${arc} ${r} ${r1(t + radius)} L ${r} ${r1(b - radius)} ${arc} ${cx} ${b} ${arc} ${l} ${r1(b - radius)} Z`;
    }
    case 'arch': {
      const radius = (r - l) / 2;
      const arc = `A ${radius} ${radius} 0 0 1`;
      return `M ${l} ${b} L ${l} ${r1(t + radius)} ${arc} ${cx} ${t} ${arc} ${r} ${r1(t + radius)} L ${r} ${b} Z`;
    }
    case 'triangle':
      return polygon([[cx, t], [r, b], [l, b]]);
    case 'diamond':
      return polygon([[cx, t], [r, h / 2], [cx, b], [l, h / 2]]);
    case 'parallelogram':
      return polygon([[l + 20, t], [r, t], [r - 20, b], [l, b]]);
    case 'pentagon':
      return radialPolygon(5, w, h);
    case 'hexagon':
      return radialPolygon(6, w, h);
    case 'octagon':
      return radialPolygon(8, w, h);
    case 'star':
      return radialPolygon(5, w, h, 0.45);
    case 'heart':
      return `M ${cx} ${b} C ${r1(cx - 10)} 84 ${l} 62 ${l} 34 C ${l} 14 ${r1(l + 14)} ${t + 4} 28 ${t + 4} C 38 ${t + 4} 46 12 ${cx} 22 C 54 12 62 ${t + 4} 72 ${t + 4} C ${r1(r - 14)} ${t + 4} ${r} 14 ${r} 34 C ${r} 62 ${r1(cx + 10)} 84 ${cx} ${b} Z`;
  }
}

/** The height of a shape's box per 100 of width: 100, 150 or 67 (SPEC.md §9). */
export const heightOf = (shape: ShapeName): number => MASK_HEIGHTS[SHAPE_MASK[shape]];
