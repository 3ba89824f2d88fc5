/** Helpers for browser tests of the built bundles. */
import { sendMouse } from '@web/test-runner-commands';
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

/** A real mouse click at the centre of an element (through the browser's input pipeline). */
export async function click(element) {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** The element that has focus, looking through shadow roots. */
export function deepActiveElement() {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export async function axeViolations(context) {
  const result = await window.axe.run(context, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
