import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { renderConsentPlaceholder } from '../packages/runtime/src/consent/consent-gate';

/**
 * What a third-party embed shows while it waits for consent (consent/consent-gate.ts
 * renderConsentPlaceholder): not an element of its own, so no `component` here.
 */
const sheet = new CSSStyleSheet();
sheet.replaceSync(`.embed-box { max-width: 560px; aspect-ratio: 16 / 9; }
  .embed-box .loaded { display: grid; place-items: center; height: 100%; background: #222; color: #fff; }`);

const meta: Meta = {
  title: 'Chrome/consent placeholder',
  parameters: {
    docs: {
      description: {
        component:
          'Under a restrictive policy (this story adds one to the page context) a third-party embed waits: the button loads this embed only; an accept in a banner loads every waiting embed. Once this origin has an accept stored, the embed loads at once.',
      },
    },
  },
};
export default meta;

/** An embed waiting for consent: what it is, and a button that allows it and loads it. */
export const EmbedPlaceholder: StoryObj = {
  name: 'Embed placeholder (click to load one embed)',
  beforeEach: () => {
    const context = document.createElement('script');
    context.type = 'application/json';
    context.id = 'sqs-page-context';
    context.textContent = JSON.stringify({ websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } } });
    const previous = document.getElementById(context.id);
    if (previous) return undefined;
    document.head.append(context);
    return () => context.remove();
  },
  render: () => {
    if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const box = document.createElement('div');
    box.className = 'embed-box';
    renderConsentPlaceholder(box, {
      label: 'YouTube',
      onAllow: (reason) => {
        const loaded = document.createElement('div');
        loaded.className = 'loaded';
        loaded.tabIndex = -1;
        loaded.textContent = `The video would load here (${reason === 'click' ? 'this embed only' : 'after an accept'}).`;
        box.replaceChildren(loaded);
        if (reason === 'click') loaded.focus();
      },
    });
    return box;
  },
};
