import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/commerce/src/member-area/member-area.define';
import { serverHtml } from './story-html';

const view = (label: string, price: string, plan: string) =>
  `<section data-label="${label}"><h3>${label}</h3><p>${price}</p><p><a href="/members/join?plan=${plan}" data-join>Join ${label.toLowerCase()}</a></p></section>`;
const VIEWS = view('Monthly', '$9.00 every month', 'monthly') + view('Yearly', '$90.00 every year', 'yearly');
const SIGN_IN = '<p>Already a member? <a href="/members/join?mode=sign-in" data-join="sign-in">Sign in</a></p>';

const area = (attributes: string, inner: string) =>
  serverHtml(`<sqs-member-area data-load-on="eager" ${attributes}>${inner}</sqs-member-area>`);

/** The member area with its join dialog opened from the link named by `selector`, once the block is ready. */
function withDialog(selector: string): HTMLElement {
  const wrapper = area(`data-block-json='{"label":"Billing period"}'`, SIGN_IN + VIEWS);
  const host = wrapper.querySelector('sqs-member-area')!;
  host.addEventListener('sqs-block-ready', () => host.querySelector<HTMLElement>(selector)?.click(), { once: true });
  return wrapper;
}

const meta: Meta = {
  title: 'Commerce/sqs-member-area',
  component: 'sqs-member-area',
  parameters: {
    docs: {
      description: {
        component:
          'Membership price views with a monthly/yearly toggle (a radio group: arrow keys choose) and a join dialog for signing up or in. Signing up needs the reference backend (`npm start`, /member-area and /members).',
      },
    },
  },
};
export default meta;

/** Two price views: the toggle shows the monthly price and its join link; Yearly (or the arrow keys) switches. */
export const PricingToggle: StoryObj = { render: () => area(`data-block-json='{"label":"Billing period"}'`, SIGN_IN + VIEWS) };
/** `selected-index="1"`: the yearly view shown first. */
export const YearlyFirst: StoryObj = { render: () => area('selected-index="1" label="Billing period"', VIEWS) };
/** One price view: no toggle, the view and its join link. */
export const SingleView: StoryObj = { render: () => area('', view('Yearly', '$90.00 every year', 'yearly')) };
/** A join link clicked: the sign-up dialog, focus in its email field. */
export const JoinDialog: StoryObj = { render: () => withDialog('section a[data-join]') };
/** The "Sign in" link clicked: the dialog opens on signing in, with "Remember me". */
export const SignInDialog: StoryObj = { render: () => withDialog('a[data-join="sign-in"]') };
/** No `<section>`: nothing to make a price view of, so the server HTML stays and the reason is reported. */
export const NoViewKeepsServerHtml: StoryObj = { render: () => area('', '<p><a href="/members/join">Join the club (server HTML stays)</a></p>') };
