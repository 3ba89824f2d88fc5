import stepperStyles from './stepper.css?inline';
import { createControlElement } from '../shared/control-element';
import { acceptStep, initialStep } from './stepper.logic';
import { stepperSettings, stepperSettingsOf } from './stepper.settings';
import { StepperView } from './stepper.view';

/**
 * The editor's stepper (SPEC.md §2): '{currentStepNumber} of {stepCount}' with Previous and Next.
 * A form control: its value is the current step (1 to `stepCount`), submitted under `name`.
 * Editor kit: never loaded on a visitor page (runtime.js does not know its tag).
 *
 * @summary A step counter, '2 of 4', that takes part in a form.
 * @tag sqs-stepper
 *
 * @attr {number} current-step-number - The first step shown when there is no `value` (JSON `currentStepNumber`, default 1).
 * @attr {number} step-count - How many steps (JSON `stepCount`, default 1).
 * @attr {string} value - The default value (the current step); the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not operable and left out of the form.
 * @attr {boolean} required - Invalid without a value.
 * @attr {string} data-block-json - The settings as a JSON object, e.g. `{"currentStepNumber": 2, "stepCount": 4}`.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - The user moved to another step.
 * @fires {Event} change - The user moved to another step (committed at once).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart stepper - The group around the buttons and the count.
 * @csspart previous - The Previous step button.
 * @csspart next - The Next step button.
 * @csspart count - The '2 of 4' text.
 * @csspart problem - Why a value given was refused.
 *
 * @cssprop [--sqs-stepper-gap=8px] - Space between the buttons and the count.
 * @cssprop [--sqs-stepper-radius=4px] - Corner radius of the buttons.
 * @cssprop [--sqs-stepper-button-background=transparent] - Background of the buttons.
 * @cssprop [--sqs-stepper-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-stepper-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text.
 */
export class SqsStepperElement extends createControlElement({
  tag: 'sqs-stepper',
  settings: stepperSettings,
  // A control has no server content to read: its markup is its attributes.
  read: () => ({}),
  defaultValue: (host) => {
    const { currentStepNumber, stepCount } = stepperSettingsOf(host);
    return initialStep(currentStepNumber, stepCount);
  },
  accept: (raw, previous, host) => acceptStep(raw, previous, stepperSettingsOf(host).stepCount),
  View: StepperView,
  styles: stepperStyles,
}) {}
