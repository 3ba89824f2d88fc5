import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptStep, clampStep, initialStep, stepCountText, stepOf } from './stepper.logic';

describe('stepper rules', () => {
  it("says '{currentStepNumber} of {stepCount}' (SPEC.md §2)", () => {
    expect(stepCountText(2, 4)).toBe('2 of 4');
  });

  it('starts at currentStepNumber, within 1..stepCount', () => {
    expect(initialStep(2, 4)).toBe('2');
    expect(initialStep(9, 4)).toBe('4');
    expect(initialStep(0, 4)).toBe('1');
    expect(initialStep(3, 0)).toBe('1');
  });

  it('accepts a whole step within the count', () => {
    expect(acceptStep('3', '2', 4)).toEqual({ value: '3', problem: null });
    expect(acceptStep(' 4 ', '2', 4)).toEqual({ value: '4', problem: null });
  });

  it('keeps the last step and says why for anything else (SPEC.md §5 editor message)', () => {
    for (const raw of ['5', '0', '2.5', '', 'two', '+3', '-1', '3e0']) {
      expect(acceptStep(raw, '2', 4), raw).toEqual({ value: '2', problem: `${raw} is not one of the expected options` });
    }
    expect(acceptStep('x', '', 4).value).toBe('1');
  });

  it('names only a short prefix of a huge paste', () => {
    const { value, problem } = acceptStep('9'.repeat(1_000_000), '2', 4);
    expect(value).toBe('2');
    expect(problem!.length).toBeLessThan(100);
  });

  it('never throws and always keeps a step within the count (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (raw, previous, count) => {
        const kept = acceptStep(raw, String(clampStep(previous, count)), count);
        const step = Number(kept.value);
        expect(Number.isInteger(step) && step >= 1 && step <= count).toBe(true);
        if (kept.problem === null) expect(Number(raw)).toBe(step);
        else expect(kept.value).toBe(String(clampStep(previous, count)));
      }),
    );
  });

  it('shows a stored value within a count that has since shrunk', () => {
    expect(stepOf('7', 4)).toBe(4);
    expect(stepOf('nope', 4)).toBe(1);
    expect(stepOf('3', 4)).toBe(3);
  });
});
