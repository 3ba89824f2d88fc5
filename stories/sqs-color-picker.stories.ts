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

export const Default: StoryObj = { render: () => picker('value="#ff6600"') };
export const PaletteAccent: StoryObj = { render: () => picker('') };
export const Translucent: StoryObj = { render: () => picker('value="rgba(29, 78, 216, 0.4)"') };
export const PaletteReference: StoryObj = { render: () => picker(`value='{"type": "SITE_PALETTE_COLOR", "id": "darkAccent", "alpha": 0.5}'`) };
export const ComplementaryPalette: StoryObj = { render: () => picker('palette-preset="Complementary" value="#1d4ed8"') };
export const Disabled: StoryObj = { render: () => picker('disabled value="#ff6600"') };
export const RefusedValue: StoryObj = { render: () => picker('value="not a colour"') };
