/**
 * The demo site's members-only pages as HTML (issue 16 item 6; SPEC.md §6 "Pages may be locked or
 * available only to site members"). The server decides from the session cookie: a visitor gets the
 * access-denied page (page type MEMBER_AREA_ACCESS_DENIED 106) with the member area's pricing and
 * join links and none of the locked content; a member gets the content. Every page works with no
 * JavaScript: the join links and the sign-in link go to /members/join, whose forms POST and redirect.
 */
import { createMoney } from '@sqs/runtime/contracts/money';
import { subscriptionPriceText, type SubscriptionPlan } from '@sqs/runtime/contracts/money-text';
import { escapeHtml } from './html';
import { sitePage, type ShellPage } from './site-shell';

/** The membership's two price views (SPEC.md §2 "two price views"). */
export const MEMBERSHIP_PLANS = [
  { id: 'monthly', label: 'Monthly', cents: 900, plan: { billingPeriod: { value: 1, unit: 'month' } } },
  { id: 'yearly', label: 'Yearly', cents: 9000, plan: { billingPeriod: { value: 1, unit: 'year' } } },
] as const satisfies ReadonlyArray<{ id: string; label: string; cents: number; plan: SubscriptionPlan }>;

export type PlanId = (typeof MEMBERSHIP_PLANS)[number]['id'];
export const planOf = (id: unknown) => MEMBERSHIP_PLANS.find((p) => p.id === id) ?? null;

/** A sign-up naming a plan that is not offered (400, routes/auth.ts). */
export const UNKNOWN_PLAN_TEXT = `This plan is not offered. Choose ${MEMBERSHIP_PLANS.map((p) => p.id).join(' or ')}.`;

const priceOf = (plan: (typeof MEMBERSHIP_PLANS)[number]) => subscriptionPriceText(createMoney(plan.cents, 'USD'), plan.plan);

/** The member's page: the locked content and the plan they chose at sign-up (stored with the account). */
export function membersBody(plan: string | null): string {
  const chosen = planOf(plan);
  const line = chosen ? `Your plan: ${escapeHtml(chosen.label)}, ${escapeHtml(priceOf(chosen))}.` : 'You joined without choosing a plan.';
  return `${MEMBERS_CONTENT}\n<p class="member-plan">${line}</p>`;
}

/** The locked content: only ever written into a member's page. */
export const MEMBERS_CONTENT = `<h1>Harbour club</h1>
<p class="member-content">Welcome aboard. This month's members' roast is a washed Ethiopian, and the tasting is on Thursday at 7pm.</p>`;

export const ACCESS_DENIED_TITLE = 'Members only';

const MEMBER_NAV = [
  { href: '/', label: 'Home' },
  { href: '/member-area', label: 'Member area' },
  { href: '/members', label: 'Members' },
  { href: '/cart', label: 'Cart', cart: true },
] as const;

/** A members' page (site-shell.ts), with the signed-in member's sign-out form under its body. */
export function memberShell(title: string, pageType: number, body: string, member: string | null): ShellPage {
  const context = { website: { id: 'site-demo' }, collection: { id: 'members', fullUrl: '/members' }, pageType };
  const signedIn = member
    ? `\n<form method="post" action="/members/sign-out"><p>Signed in as <strong>${escapeHtml(member)}</strong>. <button type="submit">Sign out</button></p></form>`
    : '';
  return sitePage({ title, site: 'demo site', context, nav: MEMBER_NAV, body: body + signedIn });
}

/**
 * The member area's server HTML: both price views, each with its plan id and join link (CONTRACT
 * style: README "Member area"). Every view but the one shown first carries `data-sqs-unselected`,
 * so the page's stylesheet (site.css) hides it before the upgrade when scripts run, as the toggle
 * will: the upgrade moves nothing (CONTRACT.md "no layout shift"); with no JavaScript all stay listed.
 */
export function memberAreaHtml(id: string, successRedirect = '/members', selectedIndex = 0): string {
  const views = MEMBERSHIP_PLANS.map(
    (p, index) => `  <section data-label="${p.label}" data-plan="${p.id}"${index === selectedIndex ? '' : ' data-sqs-unselected'}>
    <h3>${p.label}</h3>
    <p class="member-price">${escapeHtml(priceOf(p))}</p>
    <p><a class="member-join" href="/members/join?plan=${p.id}" data-join>Join ${p.label.toLowerCase()}</a></p>
  </section>`,
  ).join('\n');
  const json = escapeHtml(JSON.stringify({ label: 'Billing period', selectedIndex, successRedirect }));
  return `<sqs-member-area id="${escapeHtml(id)}" data-block-json="${json}" data-load-on="eager">
  <p>Already a member? <a href="/members/join?mode=sign-in" data-join="sign-in">Sign in</a></p>
${views}
</sqs-member-area>`;
}

export function accessDeniedBody(): string {
  return `<h1>${ACCESS_DENIED_TITLE}</h1>
<p class="access-denied" role="status">This page is for members of the Harbour club. Join, or sign in, to see it.</p>
${memberAreaHtml('membership')}`;
}

export interface JoinPageState {
  plan: PlanId | null;
  mode: 'sign-up' | 'sign-in';
  email?: string;
  error?: string;
}

/** The no-JavaScript join page: a sign-up form and a sign-in form, the one asked for first. */
export function joinBody({ plan, mode, email = '', error }: JoinPageState): string {
  const chosen = planOf(plan);
  const alert = error ? `<p class="member-error" role="alert">${escapeHtml(error)}</p>\n` : '';
  const field = (form: string, autocomplete: string) => `<p><label for="${form}-email">Email</label> <input id="${form}-email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"></p>
  <p><label for="${form}-password">Password</label> <input id="${form}-password" name="password" type="password" autocomplete="${autocomplete}" required></p>`;
  const signUp = `<section aria-labelledby="join-up"><h2 id="join-up">Create an account</h2>
<form method="post" action="/members/join">${chosen ? `<input type="hidden" name="plan" value="${chosen.id}">` : ''}
  ${field('up', 'new-password')}
  <button type="submit">Create account</button></form></section>`;
  const signIn = `<section aria-labelledby="join-in"><h2 id="join-in">Sign in</h2>
<form method="post" action="/members/sign-in">
  ${field('in', 'current-password')}
  <p><label><input name="rememberMe" type="checkbox"> Remember me</label></p>
  <button type="submit">Sign in</button></form></section>`;
  const heading = `<h1>Join the Harbour club</h1>${chosen ? `\n<p>${escapeHtml(chosen.label)}: ${escapeHtml(priceOf(chosen))}. Payments are out of scope for the demo: nothing is charged.</p>` : ''}`;
  return `${heading}\n${alert}${mode === 'sign-in' ? `${signIn}\n${signUp}` : `${signUp}\n${signIn}`}`;
}
