import type { KeyboardEvent } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { useControl } from '../shared/use-control';
import { stepCountText, stepOf } from './stepper.logic';
import type { StepperSettings } from './stepper.settings';

/**
 * '{currentStepNumber} of {stepCount}' between Previous and Next buttons. At either end the
 * button stays focusable with aria-disabled, so the keyboard user's focus is never dropped.
 */
export function StepperView(props: StepperSettings & BlockViewProps) {
  const control = useControl(props.host);
  const { stepCount } = props;
  const step = stepOf(control.value, stepCount);
  const go = (to: number) => {
    if (control.disabled || to < 1 || to > stepCount || to === step) return;
    control.change(String(to));
  };
  // Home and End jump to the first and last step from either button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Home') go(1);
    else if (event.key === 'End') go(stepCount);
    else return;
    event.preventDefault();
  };
  const text = stepCountText(step, stepCount);
  return (
    <div part="stepper" className="stepper" role="group" aria-label={control.label || message('stepper.label', 'Steps')} onKeyDown={onKeyDown}>
      <button
        type="button"
        part="previous"
        className="move"
        data-validity-anchor=""
        aria-label={message('stepper.previous', 'Previous step')}
        aria-disabled={control.disabled || step <= 1 ? 'true' : undefined}
        onClick={() => go(step - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <output part="count" className="count" aria-live="polite">
        {text}
      </output>
      <button
        type="button"
        part="next"
        className="move"
        aria-label={message('stepper.next', 'Next step')}
        aria-disabled={control.disabled || step >= stepCount ? 'true' : undefined}
        onClick={() => go(step + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      {control.problem && (
        <p part="problem" className="problem" role="alert">
          {control.problem}
        </p>
      )}
    </div>
  );
}
