/**
 * The one Trusted Types policy for a provider's script that a block loads (a booking widget's
 * `source`, the captcha provider's script): `script.src` is a Trusted Types sink, so on a page
 * that requires Trusted Types (`require-trusted-types-for 'script'`) a plain string is refused
 * and the widget never loads. The policy turns only http(s) addresses into script URLs, so a
 * `javascript:` or `data:` source is refused here too, whatever the caller checked.
 */
export const SCRIPT_URL_POLICY = 'sqs-script-url';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

/** The address itself when it is http(s) (resolved against the page), else an error. */
export function httpScriptUrl(input: string, base: string): string {
  const url = new URL(input, base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`not an http(s) script address: ${url.protocol}`);
  return url.href;
}

const policies = new WeakMap<Window, ScriptUrlPolicy>();

/** `input` as a value `script.src` accepts on this window: a TrustedScriptURL where Trusted Types exist. */
export function trustedScriptUrl(input: string, win: Window): string {
  let policy = policies.get(win);
  if (!policy) {
    const base = win.location.href;
    const factory = (win as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    const rules = { createScriptURL: (s: string) => httpScriptUrl(s, base) };
    policy = factory ? factory.createPolicy(SCRIPT_URL_POLICY, rules) : rules;
    policies.set(win, policy);
  }
  return policy.createScriptURL(input) as string;
}
