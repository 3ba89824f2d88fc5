import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/unsaved-changes/unsaved-changes.define';
import '../packages/editor/src/stepper/stepper.define';
import { serverHtml } from './story-html';

// Storybook's frame never leaves: after the dialog had its say (on the document), the story's link goes nowhere.
window.addEventListener('click', (event) => {
  if (event.composedPath().some((node) => node instanceof HTMLAnchorElement && node.getAttribute('href') === '/elsewhere')) event.preventDefault();
});

const meta: Meta = {
  title: 'Editor/sqs-unsaved-changes',
  parameters: { docs: { description: { component: 'Leave / Stay / Save when in-app navigation would lose a form\'s changes.' } } },
};
export default meta;

const page = (open: boolean) => {
  const wrapper = serverHtml(`
    <form id="story-form" action="/editor/received">
      <label for="t">Title</label> <input id="t" name="title" value="Café">
      <p>Change the title, then follow the link.</p>
    </form>
    <a href="/elsewhere">Another page</a>
    <sqs-unsaved-changes for="story-form" data-load-on="eager"></sqs-unsaved-changes>`);
  if (open) {
    // The open state: a change made, then the link followed, as a user would.
    const host = wrapper.querySelector('sqs-unsaved-changes')!;
    host.addEventListener('sqs-block-ready', () => {
      setTimeout(() => {
        const input = wrapper.querySelector('input')!;
        input.value = 'Café du port';
        input.dispatchEvent(new Event('input', { bubbles: true }));
        wrapper.querySelector('a')!.click();
      }, 100);
    });
  }
  wrapper.addEventListener('sqs-unsaved-changes-leave', (event) => event.preventDefault());
  return wrapper;
};

/** The form is watched with no change yet: following "Another page" goes on without asking; change the title first and the Leave / Stay / Save dialog opens. */
export const Watching: StoryObj = { render: () => page(false) };
/** Plays a change to the title ("Café du port") and then follows the link: the Leave / Stay / Save dialog is open; check each choice is reachable by keyboard. */
export const Open: StoryObj = { render: () => page(true) };
