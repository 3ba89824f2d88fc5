import type { StorybookConfig } from '@storybook/web-components-vite';

// Telemetry off: it waits on the closed network here and adds seconds (TOOLCHAIN.md).
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // Docs pages (autodocs, set in preview.ts) with the manifest's tables and each story's JSDoc as its description.
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
};
export default config;
