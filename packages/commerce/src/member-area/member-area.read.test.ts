// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackReason } from '@sqs/runtime/contracts/block-data';
import { setMessages } from '@sqs/runtime/contracts/messages';
import { NO_VIEWS, planOfLink, readMemberArea, slotMemberArea, type MemberAreaContent } from './member-area.read';

function host(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<sqs-member-area>${html}</sqs-member-area>`, 'text/html');
  return doc.querySelector('sqs-member-area') as HTMLElement;
}
const views = (el: HTMLElement) => (readMemberArea(el) as MemberAreaContent).views.map((v) => v.label);

afterEach(() => setMessages({}));

describe('member area reader', () => {
  it('makes a price view of each child <section>, labelled by data-label, its heading, else its place', () => {
    const el = host('<p>Intro <a data-join="sign-in" href="/j">Sign in</a></p><section data-label=" Monthly "><h3>Per month</h3></section><section><h3>Yearly  plan</h3></section><section></section><div><section>nested</section></div>');
    expect(views(el)).toEqual(['Monthly', 'Yearly plan', 'Option 3']);
    setMessages({ 'memberArea.untitledView': 'Choix {n}' }, 'fr');
    expect(views(el)[2]).toBe('Choix 3');
  });

  it("reads each view's plan from data-plan, else its join link's ?plan=, else none", () => {
    const el = host('<section data-plan=" yearly "><a data-join href="/members/join?plan=monthly">J</a></section><section><a data-join href="/members/join?plan=monthly">J</a></section><section><a data-join href="/members/join">J</a></section><section><a data-join href="http://[bad">J</a></section>');
    expect((readMemberArea(el) as MemberAreaContent).views.map((v) => v.plan)).toEqual(['yearly', 'monthly', '', '']);
    expect(planOfLink(null)).toBe('');
  });

  it('keeps the server HTML when there is no price view', () => {
    expect(fallbackReason(readMemberArea(host('<p>Join us</p>')))).toBe(NO_VIEWS);
    expect(fallbackReason(readMemberArea(host('')))).toBe(NO_VIEWS);
  });

  it('slots each view and undoes it, leaving other children in the default slot', () => {
    const el = host('<p>Intro</p><section>A</section><section>B</section>');
    const undo = slotMemberArea(el);
    expect([...el.children].map((c) => c.getAttribute('slot'))).toEqual([null, 'view-0', 'view-1']);
    undo();
    expect([...el.children].every((c) => !c.hasAttribute('slot'))).toBe(true);
  });
});
