import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../packages/runtime/src/chrome/consent/cookie-banner.define';
import { setMessages } from '../packages/runtime/src/contracts/messages';
import { mountConsentBanner } from '../packages/runtime/src/chrome/consent/consent-banner';
import { adoptServerBanner } from '../packages/runtime/src/chrome/consent/server-banner';
import { bannerDefaults, normaliseBannerSettings } from '../packages/runtime/src/chrome/consent/banner-settings';
import { adoptSheet, showIn, stage, stageElement } from './chrome-stage';

/**
 * `<sqs-cookie-banner>` (issue 6 item 1, issue 12 item 6) placed by its tag on a stage, one
 * story per state. On a site the runtime places it from `websiteSettings.cookieSettings`
 * ("Shown by the runtime"). Choosing Accept or Decline here writes the real consent cookie of
 * this Storybook origin; reload the story to see the banner again.
 */
interface Args {
  variant: string;
  position: string;
  theme: string;
  'cta-variant': string;
  'accept-type': string;
  text: string;
  'accept-text': string;
  'decline-text': string;
}

const banner = (args: Partial<Args>) =>
  html`<sqs-cookie-banner
    variant=${args.variant || nothing}
    position=${args.position || nothing}
    theme=${args.theme || nothing}
    cta-variant=${args['cta-variant'] || nothing}
    accept-type=${args['accept-type'] || nothing}
    text=${args.text || nothing}
    accept-text=${args['accept-text'] || nothing}
    decline-text=${args['decline-text'] || nothing}
    @sqs-cookie-banner-decision=${(event: CustomEvent<{ consent: string }>) => showIn(event, `Decision stored: ${event.detail.consent}.`)}
  ></sqs-cookie-banner>`;

const show = (args: Partial<Args>, className = '') => stage(banner(args), 'Fresh bread every morning. The banner is not modal: this page stays usable.', className);

const meta: Meta<Args> = {
  title: 'Chrome/sqs-cookie-banner',
  component: 'sqs-cookie-banner',
  parameters: {
    docs: {
      description: {
        component:
          'The cookie consent banner (SPEC.md §3-5): BAR at TOP or BOTTOM, POPUP in a corner; LIGHT or DARK; CTA as TEXT, BUTTON or a close-style ICON; OPT_IN (accept) or OPT_IN_AND_OUT (accept and decline, not with ICON). Unknown values are normalised as SPEC.md §5 says. Not modal: a polite region, first in the tab order when the runtime places it.',
      },
    },
  },
  argTypes: {
    variant: { control: 'select', options: ['BAR', 'POPUP', 'unknown'] },
    position: { control: 'select', options: ['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT', 'unknown'] },
    theme: { control: 'select', options: ['LIGHT', 'DARK', 'unknown'] },
    'cta-variant': { control: 'select', options: ['TEXT', 'BUTTON', 'ICON', 'unknown'] },
    'accept-type': { control: 'select', options: ['OPT_IN', 'OPT_IN_AND_OUT', ''] },
    text: { control: 'text' },
    'accept-text': { control: 'text' },
    'decline-text': { control: 'text' },
  },
  args: { variant: 'BAR', position: 'BOTTOM', theme: 'DARK', 'cta-variant': 'BUTTON', 'accept-type': 'OPT_IN_AND_OUT', text: '', 'accept-text': '', 'decline-text': '' },
  render: (args) => show(args),
};
export default meta;

type Story = StoryObj<Args>;

/** Every attribute as a control; empty texts fall back to the defaults. */
export const Playground: Story = {};

/** The cookie banner with the platform's defaults: its texts, Accept and Decline. */
export const Defaults: Story = {
  name: 'Defaults (no attributes: BAR, BOTTOM, DARK, ICON, OPT_IN)',
  render: () => show({}),
};

/** A bar at the top, light, with text buttons. */
export const BarTopLightText: Story = {
  render: () => show({ variant: 'BAR', position: 'TOP', theme: 'LIGHT', 'cta-variant': 'TEXT', 'accept-type': 'OPT_IN_AND_OUT' }),
};

/** A bar at the bottom, dark, with filled buttons. */
export const BarBottomDarkButton: Story = {
  render: () => show({ variant: 'BAR', position: 'BOTTOM', theme: 'DARK', 'cta-variant': 'BUTTON', 'accept-type': 'OPT_IN_AND_OUT' }),
};

/** A bar at the bottom, light, with a close icon. */
export const BarBottomLightIcon: Story = {
  name: 'Bar, bottom, light, icon (no decline with ICON)',
  render: () => show({ variant: 'BAR', position: 'BOTTOM', theme: 'LIGHT', 'cta-variant': 'ICON', 'accept-type': 'OPT_IN_AND_OUT' }),
};

/** A popup in the top left, dark, with text buttons. */
export const PopupTopLeftDarkText: Story = {
  render: () => show({ variant: 'POPUP', position: 'TOP_LEFT', theme: 'DARK', 'cta-variant': 'TEXT', 'accept-type': 'OPT_IN' }),
};

/** A popup in the top right, light, with filled buttons. */
export const PopupTopRightLightButton: Story = {
  render: () => show({ variant: 'POPUP', position: 'TOP_RIGHT', theme: 'LIGHT', 'cta-variant': 'BUTTON', 'accept-type': 'OPT_IN_AND_OUT' }),
};

/** A popup in the bottom left, light, with a close icon. */
export const PopupBottomLeftLightIcon: Story = {
  render: () => show({ variant: 'POPUP', position: 'BOTTOM_LEFT', theme: 'LIGHT', 'cta-variant': 'ICON' }),
};

/** A popup in the bottom right, dark, with filled buttons. */
export const PopupBottomRightDarkButton: Story = {
  render: () => show({ variant: 'POPUP', position: 'BOTTOM_RIGHT', theme: 'DARK', 'cta-variant': 'BUTTON', 'accept-type': 'OPT_IN_AND_OUT' }),
};

/** The site's own texts for the message and the buttons. */
export const SiteTexts: Story = {
  render: () =>
    show({
      variant: 'POPUP',
      position: 'BOTTOM_LEFT',
      theme: 'LIGHT',
      'cta-variant': 'BUTTON',
      'accept-type': 'OPT_IN_AND_OUT',
      text: 'We use cookies to remember your basket and to count visits. You can say no.',
      'accept-text': 'Allow cookies',
      'decline-text': 'Only essential',
    }),
};

/** The default texts in the page's language. */
export const TranslatedDefaults: Story = {
  name: 'Default texts translated (message table)',
  beforeEach: () => {
    setMessages({
      'cookie-banner.text': 'Durch die Nutzung dieser Website stimmen Sie der Verwendung von Cookies zu.',
      'cookie-banner.accept': 'Akzeptieren',
      'cookie-banner.decline': 'Ablehnen',
      'cookie-banner.label': 'Cookie-Einwilligung',
    });
    return () => setMessages({});
  },
  render: () => show({ 'cta-variant': 'TEXT', 'accept-type': 'OPT_IN_AND_OUT', theme: 'LIGHT' }),
};

const themeSheet = new CSSStyleSheet();
themeSheet.replaceSync(`.consent-themed sqs-cookie-banner { --sqs-cookie-banner-background: #0b3d2e; --sqs-cookie-banner-color: #f3efe6;
    --sqs-cookie-banner-button-background: #e9c46a; --sqs-cookie-banner-button-color: #0b3d2e;
    --sqs-cookie-banner-font-family: Georgia, serif; --sqs-cookie-banner-radius: 0; }
  .consent-themed sqs-cookie-banner::part(accept) { text-transform: uppercase; letter-spacing: 0.05em; }`);

/** A site theme through `--sqs-cookie-banner-*` properties. */
export const ThemedThroughCustomProperties: Story = {
  render: () => {
    adoptSheet(themeSheet);
    return show({ variant: 'POPUP', position: 'BOTTOM_RIGHT', 'cta-variant': 'BUTTON', 'accept-type': 'OPT_IN_AND_OUT' }, 'consent-themed');
  },
};

/** The runtime's own path: the page context's settings, normalised, placed first on the stage. */
export const ShownByTheRuntime: Story = {
  name: 'Shown by the runtime (from websiteSettings.cookieSettings)',
  render: () => {
    const { wrapper, box } = stageElement('The runtime normalised the page context’s settings (a TOP popup becomes TOP_LEFT) and placed the banner first.');
    const settings = normaliseBannerSettings({ isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP', cookieBannerCtaVariant: 'BUTTON' }, bannerDefaults());
    mountConsentBanner(window, settings, { container: box, onDecision: (consent) => (box.querySelector('output')!.textContent = `Decision stored: ${consent}.`) });
    return wrapper;
  },
};

const serverSheet = new CSSStyleSheet();
serverSheet.replaceSync(`.chrome-stage dialog[data-sqs-cookie-banner] { position: fixed; inset: auto 0 0; margin: 0; width: auto; max-width: none;
    border: 0; padding: 16px 24px; background: #fff; color: #1c1c1c; box-shadow: 0 0 0 1px rgb(0 0 0 / 12%), 0 4px 16px rgb(0 0 0 / 12%); }
  .chrome-stage dialog[data-sqs-cookie-banner] form { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 24px; }
  .chrome-stage dialog[data-sqs-cookie-banner] p { flex: 1 1 20em; margin: 0; }
  .chrome-stage dialog[data-sqs-cookie-banner] button { min-height: 40px; padding: 8px 18px; border: 1px solid #1c1c1c; border-radius: 4px;
    font: inherit; background: #1c1c1c; color: #fff; cursor: pointer; }`);

/**
 * A banner the site's server wrote (README "Server HTML for a cookie banner"): a `<dialog open>`
 * the browser closes at the tap with no script; the runtime's code adopts it and stores the
 * decision it closed with.
 */
export const WrittenByTheServer: Story = {
  name: 'Written by the server (adopted)',
  render: () => {
    adoptSheet(serverSheet);
    const { wrapper, box } = stageElement('The server wrote this banner; the browser closes it at the tap and the runtime stores the decision.');
    box.insertAdjacentHTML(
      'afterbegin',
      '<dialog open data-sqs-cookie-banner aria-label="Cookie consent"><form method="dialog"><p>We use cookies to run this site and, with your consent, to measure its visits.</p><button value="accept">Accept</button> <button value="decline">Decline</button></form></dialog>',
    );
    const dialog = box.querySelector<HTMLDialogElement>('dialog')!;
    dialog.addEventListener('sqs-cookie-banner-decision', (event) => showIn(event, `Decision stored: ${(event as CustomEvent<{ consent: string }>).detail.consent}.`));
    adoptServerBanner(window, dialog, false);
    return wrapper;
  },
};
