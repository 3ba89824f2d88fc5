/**
 * The stepper's rules (SPEC.md §2 stepper '{currentStepNumber} of {stepCount}'): its value is the
 * current step, a whole number from 1 to the step count. Pure: no DOM, no React.
 */
import { message } from '@sqs/runtime/contracts/messages';
import type { Accepted } from '../shared/control-element';

/** SPEC.md §2, the stepper's text. */
export const STEP_COUNT_TEXT = '{currentStepNumber} of {stepCount}';
/** SPEC.md §5 "Editor messages": a value the control has no step for. */
export const NOT_AN_OPTION_TEXT = '{val} is not one of the expected options';

/** Whole steps only: '3', ' 3 ', not '3.5', '3e0', '+3' or ''. */
const WHOLE = /^\s*\d{1,9}\s*$/;

/** A step from 1 to `stepCount` (a count below 1 counts as 1). */
export const clampStep = (step: number, stepCount: number): number => Math.min(Math.max(1, Math.floor(stepCount)), Math.max(1, Math.floor(step)));

/** The first value: `currentStepNumber`, within the count. */
export const initialStep = (currentStepNumber: number, stepCount: number): string => String(clampStep(currentStepNumber, stepCount));

/** Any string → the step to keep: a whole number within 1..stepCount, else the previous one and why. */
export function acceptStep(raw: string, previous: string, stepCount: number): Accepted {
  if (WHOLE.test(raw)) {
    const step = Number(raw);
    if (step >= 1 && step <= stepCount) return { value: String(step), problem: null };
  }
  const kept = WHOLE.test(previous) ? previous.trim() : '1';
  // A 1 MB paste would make a 1 MB message: the reason names a short prefix of it.
  const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  return { value: kept, problem: message('editor.notAnOption', NOT_AN_OPTION_TEXT, { val: shown }) };
}

/** The step a value stands for now (the value may predate a smaller step count). */
export const stepOf = (value: string, stepCount: number): number => clampStep(WHOLE.test(value) ? Number(value) : 1, stepCount);

/** '2 of 4', or the site's translation. */
export const stepCountText = (currentStepNumber: number, stepCount: number): string =>
  message('stepper.count', STEP_COUNT_TEXT, { currentStepNumber, stepCount });
