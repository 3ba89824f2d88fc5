import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/font-picker/font-picker.define';
import demoFonts from '../packages/server/demo/data/fonts.json';
import italicUrl from '../packages/server/demo/assets/fonts/nunito-sans-italic.woff2?url';
import sansUrl from '../packages/server/demo/assets/fonts/nunito-sans-regular.woff2?url';
import monoUrl from '../packages/server/demo/assets/fonts/source-code-pro-regular.woff2?url';
import serifUrl from '../packages/server/demo/assets/fonts/source-serif-4-regular.woff2?url';
import { serverHtml } from './story-html';

// Storybook has no reference backend: GET /api/editor/fonts is answered here as the backend answers
// it (packages/server/src/routes/fonts.ts), from the same demo data and the same stand-in font
// files (bundled by Vite). `fonts-url="/story-missing"` answers 500; `/story-broken-previews` names a
// file that does not exist.
const FILES: Record<string, string> = { sans: sansUrl, italic: italicUrl, serif: serifUrl, mono: monoUrl };
const fonts = (demoFonts.fonts as string[][]).map(([family, category, key]) => ({ family, category, preview: FILES[key!] }));
const kit = (id: string) => ({ id, fonts: ((demoFonts.kits as Record<string, string[][]>)[id] ?? []).map(([fontId, family, category, key]) => ({ id: fontId, family, category, preview: FILES[key!] })) });
const realFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  if (url.pathname === '/api/editor/fonts') return json({ fonts, kit: url.searchParams.get('kit') ? kit(url.searchParams.get('kit')!) : null });
  if (url.pathname === '/story-missing') return json({ error: 'Unavailable' }, 500);
  if (url.pathname === '/story-broken-previews') return json({ fonts: [fonts[0], { family: 'Broken Font', category: 'Serif', preview: '/story-missing-font.woff2' }], kit: null });
  return realFetch(input, init);
};

const meta: Meta = {
  title: 'Editor/sqs-font-picker',
  parameters: { docs: { description: { component: 'The font picker (search, categories, style guide, Typekit kit) as a form control; previews load as they scroll into view.' } } },
};
export default meta;

const picker = (attributes: string) =>
  serverHtml(`<form><label for="f">Heading font</label> <sqs-font-picker id="f" name="font" data-load-on="eager" ${attributes}></sqs-font-picker></form>`);

/** `value="Lato"`: every font, Lato selected; the names in view render in their own (stand-in) font, those further down as the list scrolls. */
export const Chosen: StoryObj = { render: () => picker('value="Lato"') };
/** No value: 'No font chosen'; Tab into the list and use the arrows, Home/End or a letter to pick. */
export const NoFontYet: StoryObj = { render: () => picker('') };
/** `view="Script"`: the Script category of SPEC.md §2 shown first (the category choice lists all seven). */
export const ScriptCategory: StoryObj = { render: () => picker('view="Script" value="Pacifico"') };
/** The style guide (`style-guide="Lato, Playfair Display"`) and the page's Typekit kit, of which one font the page uses (`tk-retired`) is gone: 'Requested font no longer in Typekit' is shown and reported. */
export const StyleGuideAndTypekit: StoryObj = { render: () => picker('view="style-guide" style-guide="Lato, Playfair Display" typekit-id="demo-kit" typekit-fonts="tk-adelle, tk-retired" value="Playfair Display"') };
/** One font's preview file is missing: its option says 'Unable to load preview for Broken Font' and keeps its name in the default font. */
export const PreviewUnavailable: StoryObj = { render: () => picker('fonts-url="/story-broken-previews" value="Lato"') };
/** The catalogue answers 500: 'Unable to load fonts' with Try again, where the list would be; the value is kept. */
export const FontsUnavailable: StoryObj = { render: () => picker('fonts-url="/story-missing" value="Lato"') };
/** `disabled`: the search and category cannot be used, the list is marked disabled and the form leaves the value out. */
export const Disabled: StoryObj = { render: () => picker('value="Lato" disabled') };
/** `value="x;}body{"` is no family name: the value stays empty and the picker says why. */
export const RefusedValue: StoryObj = { render: () => picker('value="x;}body{"') };
