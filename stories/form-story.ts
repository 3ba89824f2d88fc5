/**
 * Helpers shared by the sqs-form and sqs-newsletter stories: the server HTML of a form
 * block, a stand-in for the form API (Storybook has no backend), and the few steps the
 * `play` functions repeat. Everything the forms render lives in their shadow root.
 */
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import type { FormDefinition, FormField } from '../packages/forms/src/model/field-types';
import { DRAFT_KEY_PREFIX } from '../packages/forms/src/machine/draft';
import { FORM_SUBMISSION_KEY_PATH, SAVE_FORM_SUBMISSION_PATH } from '../packages/forms/src/machine/submit-form';

/** A field as the block JSON may give it: id and type, any other key optional (read-form fills defaults). */
export type StoryField = Pick<FormField, 'id' | 'type'> & Partial<FormField>;
export type StoryForm = Partial<Omit<FormDefinition, 'fields'>> & { formId: string; fields: StoryField[] };

/** `value` as the text of a single-quoted attribute (the JSON is the story's own, trusted). */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The block as a page sends it: the definition in `data-block-json`, and a fallback for no JavaScript. */
export function formHtml(tag: 'sqs-form' | 'sqs-newsletter', form: StoryForm, attrs = ''): string {
  return `<${tag} data-load-on="eager"${attrs ? ` ${attrs}` : ''} data-block-json='${attribute(JSON.stringify(form))}'>
    <p>This form needs JavaScript. You can also write to <a href="mailto:hello@example.com">hello@example.com</a>.</p>
  </${tag}>`;
}

/** The page context script a server writes into every page (CONTRACT.md §3). */
export function pageContextHtml(context: Record<string, unknown>): string {
  return `<script type="application/json" id="sqs-page-context">${JSON.stringify(context).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Drafts are kept per form and page path, and every story shares the iframe's path: without
 * this, text typed in one story would come back in the next one with the same form.
 */
export function clearFormDrafts(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_KEY_PREFIX)) sessionStorage.removeItem(key);
}

/** How the stand-in API answers one endpoint: a status and JSON body, or 'never' (no answer at all). */
export type StubAnswer = 'never' | { status: number; body?: unknown };

/**
 * STAND-IN for the form API, since Storybook has no backend: replaces `window.fetch` for the
 * two form endpoints (POST /api/form/FormSubmissionKey and /api/form/SaveFormSubmission) and
 * passes every other request through. Use it as a story's `beforeEach`: the returned function
 * restores the real fetch when the story is left (Storybook calls it as the cleanup).
 */
export function stubFormApi(answers: { key: StubAnswer; save: StubAnswer }): () => void {
  const original = window.fetch;
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const answer =
      url.pathname === FORM_SUBMISSION_KEY_PATH ? answers.key : url.pathname === SAVE_FORM_SUBMISSION_PATH ? answers.save : null;
    if (answer === null) return original.call(window, input, init);
    // Never settles (not even on the form's 30 s timeout): the form stays "Submitting…".
    if (answer === 'never') return new Promise<Response>(() => {});
    const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return Promise.resolve(new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json' } }));
  };
  return () => {
    window.fetch = original;
  };
}

/** A key, then a stored submission: the answers of the reference backend. */
export const API_SUCCESS = { key: { status: 200, body: { key: 'story-key' } }, save: { status: 200, body: { success: true, submissionId: 'story-1' } } } as const;
/** A key, then the server failing on the save. */
export const API_SERVER_ERROR = { key: { status: 200, body: { key: 'story-key' } }, save: { status: 500, body: { error: 'Internal error' } } } as const;
/** A key, then a save that never answers. */
export const API_NO_ANSWER = { key: { status: 200, body: { key: 'story-key' } }, save: 'never' } as const;

/** The block `tag` in the story once it has rendered, and its shadow root. */
export async function renderedForm(canvasElement: HTMLElement, tag: 'sqs-form' | 'sqs-newsletter' = 'sqs-form') {
  const host = canvasElement.querySelector(tag);
  await waitFor(() => expect(host?.getAttribute('data-sqs-state')).toBe('ready'));
  const root = host!.shadowRoot!;
  return { host: host!, root, $: <E extends Element = HTMLElement>(selector: string) => root.querySelector<E>(selector) };
}

/**
 * Enters `text` into the control labelled `label` (the text before a required " *"). An input
 * event with the new value, as the browser fires after typing: `userEvent.type` does not reach
 * inputs inside a shadow root.
 */
export async function typeInto(root: ShadowRoot, label: string, text: string): Promise<void> {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === label);
  const control = found && root.getElementById(found.htmlFor);
  await expect(control, `a control labelled "${label}"`).toBeTruthy();
  fireEvent.input(control!, { target: { value: text } });
  await waitFor(() => expect((control as HTMLInputElement).value).toBe(text));
}

/** Clicks the submit button. */
export async function submit(root: ShadowRoot): Promise<void> {
  await userEvent.click(root.querySelector<HTMLButtonElement>('button[type="submit"]')!);
}
