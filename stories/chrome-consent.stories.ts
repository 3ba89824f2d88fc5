import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { setMessages } from '../packages/runtime/src/contracts/messages';
import { normaliseBannerSettings, type BannerSettings } from '../packages/runtime/src/chrome/consent/banner-settings';
import { bannerDefaults, mountConsentBanner } from '../packages/runtime/src/chrome/consent/consent-banner';
import { renderConsentPlaceholder } from '../packages/runtime/src/consent/consent-gate';
import { serverHtml } from './story-html';

/**
 * The cookie banner (issue 6 item 1) rendered from its UI module onto a "stage": a box that is
 * the containing block of the banner's fixed positioning, so each story (and the docs page,
 * with every story at once) shows the banner where it would sit in a window. Choosing Accept
 * or Decline here writes the real consent cookie of this Storybook origin.
 */
const stageSheet = new CSSStyleSheet();
stageSheet.replaceSync(`
  .consent-stage { position: relative; transform: translateZ(0); height: 340px; overflow: hidden;
    border: 1px solid #c9c9c9; background: #fafafa; font-family: system-ui, sans-serif; }
  .consent-stage main { padding: 16px 24px; color: #333; }
  .consent-stage .decision { margin: 0; padding: 0 24px; font-weight: 600; }
  .consent-themed sqs-cookie-banner { --sqs-cookie-banner-background: #0b3d2e; --sqs-cookie-banner-color: #f3efe6;
    --sqs-cookie-banner-button-background: #e9c46a; --sqs-cookie-banner-button-color: #0b3d2e;
    --sqs-cookie-banner-font-family: Georgia, serif; --sqs-cookie-banner-radius: 0; }
  .consent-themed sqs-cookie-banner::part(accept) { text-transform: uppercase; letter-spacing: 0.05em; }
  .embed-box { max-width: 560px; aspect-ratio: 16 / 9; }
  .embed-box .loaded { display: grid; place-items: center; height: 100%; background: #222; color: #fff; }
`);
const adoptStage = () => {
  if (!document.adoptedStyleSheets.includes(stageSheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, stageSheet];
};

function stage(raw: Record<string, unknown>, className = ''): HTMLElement {
  adoptStage();
  const wrapper = serverHtml(`
    <div class="consent-stage ${className}">
      <main><h2>Harbour Café</h2><p>Fresh bread every morning. <a href="#menu">See the menu</a>.</p></main>
      <p class="decision" aria-live="polite"></p>
    </div>`);
  const box = wrapper.querySelector<HTMLElement>('.consent-stage')!;
  const settings: BannerSettings = normaliseBannerSettings({ isCookieBannerEnabled: true, ...raw }, bannerDefaults());
  mountConsentBanner(window, settings, {
    container: box,
    onDecision: (consent) => {
      box.querySelector('.decision')!.textContent = `Decision stored: ${consent}. Reload the story to see the banner again.`;
    },
  });
  return wrapper;
}

interface Args {
  cookieBannerVariant: string;
  cookieBannerPosition: string;
  cookieBannerTheme: string;
  cookieBannerCtaVariant: string;
  cookieBannerAcceptType: string;
  cookieBannerText: string;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
}

const meta: Meta<Args> = {
  title: 'Chrome/Cookie banner',
  parameters: {
    docs: {
      description: {
        component:
          'The cookie consent banner the runtime shows from `websiteSettings.cookieSettings` (SPEC.md §3-5): BAR at TOP or BOTTOM, POPUP in a corner; LIGHT or DARK; CTA as TEXT, BUTTON or a close-style ICON; OPT_IN (accept) or OPT_IN_AND_OUT (accept and decline, not with ICON). Not modal: a polite region, first in the tab order.',
      },
    },
  },
  argTypes: {
    cookieBannerVariant: { control: 'select', options: ['BAR', 'POPUP', 'unknown'] },
    cookieBannerPosition: { control: 'select', options: ['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT', 'unknown'] },
    cookieBannerTheme: { control: 'select', options: ['LIGHT', 'DARK', 'unknown'] },
    cookieBannerCtaVariant: { control: 'select', options: ['TEXT', 'BUTTON', 'ICON', 'unknown'] },
    cookieBannerAcceptType: { control: 'select', options: ['OPT_IN', 'OPT_IN_AND_OUT', ''] },
    cookieBannerText: { control: 'text' },
    cookieBannerCtaText: { control: 'text' },
    cookieBannerOptOutCtaText: { control: 'text' },
  },
  args: {
    cookieBannerVariant: 'BAR',
    cookieBannerPosition: 'BOTTOM',
    cookieBannerTheme: 'DARK',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerText: '',
    cookieBannerCtaText: '',
    cookieBannerOptOutCtaText: '',
  },
  render: (args) => stage({ ...args }),
};
export default meta;

type Story = StoryObj<Args>;

/** Every control of the settings; empty texts fall back to the defaults. */
export const Playground: Story = {};

export const DefaultsFromEmptySettings: Story = {
  name: 'Defaults (empty settings: BAR, BOTTOM, DARK, ICON, OPT_IN)',
  render: () => stage({}),
};

export const BarTopLightText: Story = {
  render: () => stage({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP', cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN_AND_OUT' }),
};

export const BarBottomDarkButton: Story = {
  render: () => stage({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM', cookieBannerTheme: 'DARK', cookieBannerCtaVariant: 'BUTTON', cookieBannerAcceptType: 'OPT_IN_AND_OUT' }),
};

export const BarBottomLightIcon: Story = {
  name: 'Bar, bottom, light, icon (no decline with ICON)',
  render: () => stage({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM', cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'ICON', cookieBannerAcceptType: 'OPT_IN_AND_OUT' }),
};

export const PopupTopLeftDarkText: Story = {
  render: () => stage({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_LEFT', cookieBannerTheme: 'DARK', cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN' }),
};

export const PopupTopRightLightButton: Story = {
  render: () => stage({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT', cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'BUTTON', cookieBannerAcceptType: 'OPT_IN_AND_OUT' }),
};

export const PopupBottomLeftLightIcon: Story = {
  render: () => stage({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_LEFT', cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'ICON' }),
};

export const PopupBottomRightDarkButton: Story = {
  render: () => stage({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT', cookieBannerTheme: 'DARK', cookieBannerCtaVariant: 'BUTTON', cookieBannerAcceptType: 'OPT_IN_AND_OUT' }),
};

export const SiteTexts: Story = {
  render: () =>
    stage({
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_LEFT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerText: 'We use cookies to remember your basket and to count visits. You can say no.',
      cookieBannerCtaText: 'Allow cookies',
      cookieBannerOptOutCtaText: 'Only essential',
    }),
};

export const TranslatedDefaults: Story = {
  name: 'Default texts translated (message table)',
  render: () => {
    setMessages({
      'cookie-banner.text': 'Durch die Nutzung dieser Website stimmen Sie der Verwendung von Cookies zu.',
      'cookie-banner.accept': 'Akzeptieren',
      'cookie-banner.decline': 'Ablehnen',
      'cookie-banner.label': 'Cookie-Einwilligung',
    });
    try {
      return stage({ cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerTheme: 'LIGHT' });
    } finally {
      setMessages({});
    }
  },
};

export const ThemedThroughCustomProperties: Story = {
  render: () => stage({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT', cookieBannerCtaVariant: 'BUTTON', cookieBannerAcceptType: 'OPT_IN_AND_OUT' }, 'consent-themed'),
};

/** What an embed shows while it waits for consent (consent-gate renderConsentPlaceholder). */
export const EmbedPlaceholder: Story = {
  name: 'Embed placeholder (click to load one embed)',
  parameters: {
    docs: {
      description: {
        story:
          'Under a restrictive policy (this story adds one to the page context) a third-party embed waits: the button loads this embed only; an accept in a banner loads every waiting embed. Once this origin has an accept stored, the embed loads at once.',
      },
    },
  },
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
    adoptStage();
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
