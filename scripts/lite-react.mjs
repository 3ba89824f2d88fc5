/**
 * `react` in the lite build (rollup.lite.config.mjs): preact/compat, with two of React's
 * timings that the blocks (and their tests) rely on and Preact does differently, and one
 * attribute Preact writes differently (tabIndex on SVG).
 */
import { options } from 'preact';
import { useState } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * useId: Preact numbers ids per render root ('P0-0', 'P0-1'… in every root), React from one
 * counter for the whole page. Each block is a root of its own, so under Preact two blocks get
 * the same ids, and code that keys page-wide state by useId (the video registry: one video
 * plays at a time, gallery slides and sqs-video alike) mixes them up. Here, as in React, an id
 * is unique on the page and stable for the component's life.
 */
let next = 0;

export function useId() {
  return useState(() => `P${(next++).toString(32)}`)[0];
}

/**
 * useEffect: Preact runs a commit's effects at the next animation frame (35 ms at most; later on
 * a busy page), React at once after a render caused by a click, a key or flushSync (since React
 * 18), so that the visitor's next input finds them done: the form's draft saved, focus moved to
 * its error summary, a slideshow's key listener in place. The lite build runs them the same way,
 * in a microtask right after the commit. Past React's own limit of nested updates, the rest wait
 * for the next task, so an effect that keeps setting state spreads over tasks as it would under
 * React, instead of freezing the page.
 */
const NESTED_LIMIT = 50;
let nested = 0;
const later = [];
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => {
  nested = 0;
  for (const run of later.splice(0)) run();
};
options.requestAnimationFrame = (run) => {
  if (nested === 0) nextTask.port2.postMessage(null); // a new task: start counting again
  if (nested++ < NESTED_LIMIT) queueMicrotask(run);
  else later.push(run);
};

/**
 * tabIndex: React writes the `tabindex` attribute. Preact sets `tabIndex` with setAttribute as
 * written, which an HTML element lowercases but an SVG element keeps: `tabIndex="0"` on an SVG
 * shape is no tabindex at all, and the shape takes no focus (sqs-chart's marks, a roving tab
 * stop, were out of the keyboard's reach, issue 15). Every element gets the attribute's own name,
 * before preact/compat's hook normalises the rest.
 */
const compatVNode = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props;
  if (typeof vnode.type === 'string' && props && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  compatVNode?.(vnode);
};
