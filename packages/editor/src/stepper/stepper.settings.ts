import { parseBlockData, readSettingsTable, type SettingsOf, type SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** SPEC.md §2 stepper: `{"currentStepNumber": 2, "stepCount": 4}`. */
export const stepperSettings = {
  /** The step shown before the user moves (the value when there is no `value` attribute). */
  currentStepNumber: { type: 'number', default: 1, min: 1 },
  stepCount: { type: 'number', default: 1, min: 1 },
} satisfies SettingsSchema;

export type StepperSettings = SettingsOf<typeof stepperSettings>;

/** The element's settings now, for the value rule (outside a render); the defaults when unreadable. */
export function stepperSettingsOf(host: Element): StepperSettings {
  const result = readSettingsTable(stepperSettings, parseBlockData(host.getAttribute('data-block-json')), (name) => host.getAttribute(name));
  return result.ok ? result.value : { currentStepNumber: 1, stepCount: 1 };
}
