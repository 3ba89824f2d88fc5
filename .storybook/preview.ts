import type { Preview } from '@storybook/web-components-vite';

const preview: Preview = {
  parameters: { layout: 'padded' },
};
export default preview;
