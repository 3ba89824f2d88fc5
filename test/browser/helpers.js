/** Helpers for browser tests of the built bundles. */
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';

/**
 * The build under test's shared framework chunk: React's, or Preact's when web-test-runner runs
 * the suite against dist/lite/ (SQS_BUILD=lite, web-test-runner.config.mjs).
 */
export const FRAMEWORK_CHUNK = window.SQS_BUILD === 'lite' ? 'chunks/preact-' : 'chunks/react-';

/** Server HTML, as a page would have it, appended to the body. */
export function fixture(html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const node = template.content.firstElementChild;
  document.body.append(template.content);
  return node;
}

export function cleanup() {
  document.body.replaceChildren();
}

export async function waitFor(check, { timeout = 5000, message = 'condition' } = {}) {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const ready = (element) => waitFor(() => element.getAttribute('data-sqs-state') === 'ready', { message: `${element.localName} ready` });

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two animation frames: what the last change laid out has been painted (and its observers told). */
export const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** A real mouse click at the centre of an element (through the browser's input pipeline). */
export async function click(element) {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** The element that has focus, looking through shadow roots (in `doc`: a framed page's too). */
export function deepActiveElement(doc = document) {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** A real tap on an element of the page in `frame` (an `<iframe>` of the test page). */
export async function tapInFrame(frame, element) {
  const outer = frame.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(outer.x + box.x + box.width / 2), Math.round(outer.y + box.y + box.height / 2)] });
}

export async function axeViolations(context) {
  const result = await window.axe.run(context, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// ---- colour arithmetic (WCAG 2.x relative luminance) -----------------------------------
/** `rgb(…)` / `rgba(…)` as computed styles give it. */
export const rgba = (text) => {
  const [r, g, b, a = 1] = text.match(/[\d.]+/g).map(Number);
  return { r, g, b, a };
};
/** Every colour in a computed value (a box-shadow list, a gradient). */
export const colours = (text) => (text.match(/rgba?\([^)]*\)/g) ?? []).map(rgba);
/** `top` composed over an opaque `bottom`. */
export const over = (top, bottom) => ({
  r: top.r * top.a + bottom.r * (1 - top.a),
  g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a),
  a: 1,
});
const luminance = ({ r, g, b }) => {
  const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
export const contrast = (x, y) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
};
export const WHITE = { r: 255, g: 255, b: 255, a: 1 };
export const BLACK = { r: 0, g: 0, b: 0, a: 1 };

// ---- focus rings (issue 19, WCAG 2.4.7 / 2.4.11 / 1.4.11) -------------------------------
/** What the keyboard can reach in `root` (a shadow root, a dialog), roving tab stops included. */
export const keyboardControls = (root) =>
  [...root.querySelectorAll('button, a[href], input, select, textarea, summary, [tabindex]')].filter(
    (el) => !el.disabled && !el.closest('[hidden], [inert]') && el.checkVisibility(),
  );

/**
 * How well the focus ring of `element`, focused as by the keyboard, stands out from each of
 * `backgrounds` (opaque colours): its ring colours (an outline of 2 px or more, every box-shadow
 * colour, an SVG mark's stroke of 2 px or more) are composed over each background and the best
 * one counts; the result is the worst background's. 3 or more passes (WCAG 1.4.11).
 * The one measure of every ring test (focus-rings*, a11y-defects).
 */
export async function ringContrast(element, backgrounds = [WHITE, BLACK]) {
  await sendKeys({ press: 'Shift' }); // the last input was a key: focus() shows :focus-visible
  element.focus();
  await waitFor(() => element.matches(':focus-visible'), { message: `focus-visible on ${element.localName}` });
  const style = getComputedStyle(element);
  const ring = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ring.push(rgba(style.outlineColor));
  ring.push(...colours(style.boxShadow));
  if (element instanceof SVGElement && parseFloat(style.strokeWidth) >= 2) ring.push(rgba(style.stroke));
  const visible = ring.filter((c) => c.a > 0);
  const best = (background) => Math.max(0, ...visible.map((c) => contrast(over(c, background), background)));
  return Math.min(...backgrounds.map(best));
}
