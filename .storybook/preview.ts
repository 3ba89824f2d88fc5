import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';

// Controls and docs pages from the manifest the build writes (issue 19): every story whose meta
// names its `component` (a tag) gets that element's attributes, events, parts and custom
// properties. A glob, so storybook still starts before a first build (no manifest, no tables).
const manifests = import.meta.glob<{ default: object }>('../dist/custom-elements.json', { eager: true });
const manifest = Object.values(manifests)[0]?.default;
if (manifest) setCustomElementsManifest(manifest);

// A preview that looks like a site (issue 19): a system sans-serif at 16 px with a comfortable
// line height, and the blocks on a light or a dark page.
const theme = document.createElement('style');
theme.textContent = `
  body { font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1a1a; }
  .sb-show-main.sb-main-padded { padding: 2rem; }
  sqs-accordion { --sqs-accordion-trigger-padding: 12px 0; --sqs-accordion-divider: 1px solid #d0d0d0; }
  body.sqs-dark { color: #f2f2f2; }
`;
document.head.append(theme);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    backgrounds: {
      options: {
        light: { name: 'Light page', value: '#ffffff' },
        dark: { name: 'Dark page', value: '#1b1d21' },
      },
    },
    docs: { toc: true },
  },
  initialGlobals: { backgrounds: { value: 'light' } },
  // On the dark page the text turns light, as a site's dark section would have it.
  decorators: [
    (story, context) => {
      document.body.classList.toggle('sqs-dark', (context.globals.backgrounds as { value?: string } | undefined)?.value === 'dark');
      return story();
    },
  ],
};
export default preview;
