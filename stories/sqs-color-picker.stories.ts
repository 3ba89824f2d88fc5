import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/color-picker/color-picker.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Editor/sqs-color-picker',
  parameters: { docs: { description: { component: "The editor's colour picker: area, APG sliders, RGB/HSL/Hex fields and the site palette, as a form control." } } },
};
export default meta;

const picker = (attributes: string) =>
  serverHtml(`<form><label for="c">Button colour</label><br><sqs-color-picker id="c" name="colour" data-load-on="eager" palette-seed="#1d4ed8" ${attributes}></sqs-color-picker></form>`);

/** An editor control: a colour area, hue and alpha sliders, palette swatches and a text field. */
export const Default: StoryObj = { render: () => picker('value="#ff6600"') };
/** No value: the site palette's accent. */
export const PaletteAccent: StoryObj = { render: () => picker('') };
/** A translucent colour: the alpha slider and the checkerboard. */
export const Translucent: StoryObj = { render: () => picker('value="rgba(29, 78, 216, 0.4)"') };
/** A value that references a palette colour with alpha (`SITE_PALETTE_COLOR`). */
export const PaletteReference: StoryObj = { render: () => picker(`value='{"type": "SITE_PALETTE_COLOR", "id": "darkAccent", "alpha": 0.5}'`) };
/** A complementary palette of swatches. */
export const ComplementaryPalette: StoryObj = { render: () => picker('palette-preset="Complementary" value="#1d4ed8"') };
/** `disabled`: the control takes no input. */
export const Disabled: StoryObj = { render: () => picker('disabled value="#ff6600"') };
/** `value="not a colour"` is refused and reported; the picker keeps a valid colour. */
export const RefusedValue: StoryObj = { render: () => picker('value="not a colour"') };
