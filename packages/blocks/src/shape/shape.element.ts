import shapeStyles from './shape.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readShape } from './shape.read';
import { shapeSettings } from './shape.settings';
import { ShapeView } from './shape.view';

/**
 * A shape (block type SHAPE 71): an SVG outline with fill and stroke, and optionally the
 * element's own text or link inside it. It takes its container's width and keeps its mask's
 * ratio: height 100 per 100 of width for square-ish shapes, 150 for tall ones (arch, capsule),
 * 67 for wide ones (rectangle, oval, pill, parallelogram) (SPEC.md §9).
 *
 * @summary An SVG shape with fill, stroke and an optional text or link inside.
 * @tag sqs-shape
 *
 * @attr {'square' | 'circle' | 'triangle' | 'diamond' | 'pentagon' | 'hexagon' | 'octagon' | 'star' | 'heart' | 'arch' | 'capsule' | 'rectangle' | 'oval' | 'pill' | 'parallelogram'} shape - The shape (JSON `shape`, default circle).
 * @attr {string} fill - Fill colour, any CSS colour (JSON `fill`; default `--sqs-shape-fill`).
 * @attr {string} stroke - Outline colour (JSON `stroke`; default `--sqs-shape-stroke`, else the text colour).
 * @attr {number} stroke-width - Outline width in px, 0 for none (JSON `strokeWidth`, default 0).
 * @attr {string} data-block-json - The block's settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{href: string}>} sqs-shape-link - The visitor followed the link inside the shape (for tracking; never delays it).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart shape - The box, at the mask's aspect ratio (`data-mask` is square, tall or wide).
 * @csspart outline - The SVG shape.
 * @csspart content - The box of the text or link inside.
 *
 * @cssprop [--sqs-shape-fill=#e7e1d8] - Fill when the block gives none.
 * @cssprop [--sqs-shape-stroke=currentColor] - Outline colour when the block gives none.
 *
 * @slot - Text or a link shown inside the shape.
 */
export class SqsShapeElement extends createBlockElement({
  tag: 'sqs-shape',
  settings: shapeSettings,
  read: readShape,
  View: ShapeView,
  styles: shapeStyles,
}) {}
