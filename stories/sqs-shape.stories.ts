import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/shape/shape.define';
import { serverHtml } from './story-html';

const SHAPES = ['square', 'circle', 'triangle', 'diamond', 'pentagon', 'hexagon', 'octagon', 'star', 'heart', 'arch', 'capsule', 'rectangle', 'oval', 'pill', 'parallelogram'];

const sized = (html: string, width = '240px') => {
  const wrapper = serverHtml(html);
  wrapper.style.inlineSize = width;
  return wrapper;
};

const meta: Meta = {
  title: 'Blocks/sqs-shape',
  parameters: { docs: { description: { component: 'An SVG shape with fill, stroke and an optional text or link (block type 71; mask heights of SPEC.md §9).' } } },
};
export default meta;

/** A filled shape. */
export const Default: StoryObj = { render: () => sized('<sqs-shape data-load-on="eager"></sqs-shape>') };

/** Every shape at one width: square-ish ones square, arch and capsule tall, the rest wide. */
export const AllShapes: StoryObj = {
  render: () => {
    const wrapper = serverHtml(SHAPES.map((shape) => `<sqs-shape data-load-on="eager" shape="${shape}" stroke-width="2">${shape}</sqs-shape>`).join(''));
    wrapper.style.cssText = 'display: grid; grid-template-columns: repeat(5, 160px); gap: 16px; align-items: start';
    return wrapper;
  },
};

/** A shape with its text inside. */
export const WithText: StoryObj = { render: () => sized(`<sqs-shape data-load-on="eager" data-block-json='{"shape":"star","fill":"#ffd60a"}'>Grand opening</sqs-shape>`) };

/** A shape that links somewhere (named by its text). */
export const WithLink: StoryObj = { render: () => sized(`<sqs-shape data-load-on="eager" data-block-json='{"shape":"arch","fill":"#2a9d8f"}'><a href="#menu">See the menu</a></sqs-shape>`) };

/** An outlined shape. */
export const Outlined: StoryObj = { render: () => sized(`<sqs-shape data-load-on="eager" data-block-json='{"shape":"hexagon","fill":"transparent","stroke":"#264653","strokeWidth":4}'>Since 1998</sqs-shape>`) };

/** Responsive: the same oval at three widths keeps its ratio. */
export const Responsive: StoryObj = {
  render: () => serverHtml(['120px', '240px', '400px'].map((w) => `<div style="inline-size:${w}"><sqs-shape data-load-on="eager" shape="oval">${w}</sqs-shape></div>`).join('')),
};

/** Malformed settings: the server HTML stays, reported once. */
export const MalformedSettingsKeepFallback: StoryObj = { render: () => sized(`<sqs-shape data-load-on="eager" data-block-json='{"shape": '><a href="#x">Still a link</a></sqs-shape>`) };
