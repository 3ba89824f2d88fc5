import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/code-editor/code-editor.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Editor/sqs-code-editor',
  parameters: {
    docs: {
      description: {
        component:
          "The code block editor (SPEC.md §2) as a form control: CodeMirror 6, loaded when the editor first shows, in HTML, CSS, JavaScript or Markdown; a plain text area with a notice on Android. Tab indents; Escape, then Tab, leaves the editor.",
      },
    },
  },
};
export default meta;

/** Attribute text for a value (the code), escaped as server HTML would have it. */
const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '&#10;');

const editor = (attributes: string, value: string) =>
  serverHtml(`<form><sqs-code-editor name="code" data-load-on="eager" ${attributes} value="${attr(value)}"></sqs-code-editor></form>`);

const HTML = '<section class="hero">\n  <h2>Opening hours</h2>\n  <p>Mon–Fri, 8 am to 6 pm</p>\n</section>';
const CSS = '.hero {\n  padding: 2rem;\n  color: #1f2328;\n}\n/* the heading */\n.hero h2 { font-weight: 700; }';
const JS = "// Count the visits\nconst visits = Number(localStorage.getItem('visits') ?? 0) + 1;\nlocalStorage.setItem('visits', String(visits));";
const MARKDOWN = '# Opening hours\n\n**Mon–Fri**, 8 am to 6 pm. See [the menu](/menu).\n\n- Coffee\n- Cake';

/** HTML (the default mode) with a visible `label`: tags, attributes and text highlighted; check Tab indents and Escape, then Tab, leaves. */
export const Html: StoryObj = { render: () => editor('label="Code block" mode="html"', HTML) };
/** `mode="css"`: properties, values and comments highlighted. */
export const Css: StoryObj = { render: () => editor('label="Custom CSS" mode="css"', CSS) };
/** `mode="javascript"` (also `js`): keywords, strings and comments highlighted. */
export const JavaScript: StoryObj = { render: () => editor('label="Footer script" mode="javascript"', JS) };
/** `mode="markdown"`: headings, emphasis and links highlighted; the Markdown chunk loads for this mode only. */
export const Markdown: StoryObj = { render: () => editor('label="Markdown block" mode="markdown"', MARKDOWN) };
/** Named by an outside `<label for>` rather than the `label` attribute, and empty: the editor's accessible name is the label's text. */
export const EmptyWithOutsideLabel: StoryObj = {
  render: () => serverHtml('<form><label for="c">Header code injection</label> <sqs-code-editor id="c" name="code" data-load-on="eager" required></sqs-code-editor></form>'),
};
/** `disabled`: the code is shown, not editable, and left out of the form. */
export const Disabled: StoryObj = { render: () => editor('label="Code block" disabled', HTML) };
/** An unknown `mode` ("cobol") is reported once and edited as HTML. */
export const UnknownMode: StoryObj = { render: () => editor('label="Code block" mode="cobol"', HTML) };
/**
 * On Android (SPEC.md §2 "not available on Android"): a plain text area with the notice. The story presents the
 * page as Android's Chrome until this editor has rendered, then gives the real user agent back.
 */
export const Android: StoryObj = {
  render: () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0.0.0 Mobile Safari/537.36', configurable: true });
    const wrapper = editor('label="Code block"', HTML);
    const restore = () => delete (navigator as unknown as { userAgent?: string }).userAgent;
    wrapper.querySelector('sqs-code-editor')!.addEventListener('sqs-block-ready', restore, { once: true });
    return wrapper;
  },
};
