import type { StorybookConfig } from '@storybook/web-components-vite';

// Telemetry off: it waits on the closed network here and adds seconds (TOOLCHAIN.md).
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true },
};
export default config;
