import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/stepper/stepper.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Editor/sqs-stepper',
  parameters: { docs: { description: { component: "The editor's step counter, '{currentStepNumber} of {stepCount}', as a form control." } } },
};
export default meta;

const stepper = (attributes: string) =>
  serverHtml(`<form><label for="s">Setup step</label> <sqs-stepper id="s" name="step" data-load-on="eager" ${attributes}></sqs-stepper></form>`);

/** An editor control: step 2 of 4, with buttons to move it earlier or later. */
export const Default: StoryObj = { render: () => stepper(`data-block-json='{"currentStepNumber": 2, "stepCount": 4}'`) };
/** Step 1 of 4: it cannot move earlier. */
export const FirstStep: StoryObj = { render: () => stepper(`data-block-json='{"currentStepNumber": 1, "stepCount": 4}'`) };
/** Step 4 of 4: it cannot move later. */
export const LastStep: StoryObj = { render: () => stepper(`data-block-json='{"currentStepNumber": 4, "stepCount": 4}'`) };
/** `disabled`: the control takes no input. */
export const Disabled: StoryObj = { render: () => stepper(`disabled data-block-json='{"currentStepNumber": 2, "stepCount": 4}'`) };
/** `value="seven"` is refused; the JSON's step stays. */
export const RefusedValue: StoryObj = { render: () => stepper(`value="seven" data-block-json='{"currentStepNumber": 2, "stepCount": 4}'`) };
