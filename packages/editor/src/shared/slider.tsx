/**
 * One APG slider (role="slider", focusable, keys from slider.logic.ts, drag with any pointer).
 * The track's background is the caller's (a hue rainbow, an alpha checkerboard).
 */
import type { KeyboardEvent, PointerEvent } from 'react';
import { sliderKey, valueAt, type SliderRange } from './slider.logic';

export interface SliderProps extends SliderRange {
  label: string;
  value: number;
  /** What a screen reader says for the value ('50%', '120 degrees'). */
  valueText: string;
  disabled: boolean;
  part: string;
  /** While keys repeat or the pointer drags. */
  onInput(value: number): void;
  /** Key released, pointer released: the value is committed. */
  onCommit(): void;
  style?: Record<string, string>;
}

export function Slider(props: SliderProps) {
  const { min, max, value, disabled } = props;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = sliderKey(event.key, value, props);
    if (next === null || disabled) return;
    event.preventDefault();
    if (next !== value) props.onInput(next);
  };
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    props.onInput(valueAt((event.clientX - box.left) / (box.width || 1), props));
  };
  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      part={`slider ${props.part}`}
      className="slider"
      aria-label={props.label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={props.valueText}
      aria-disabled={disabled ? 'true' : undefined}
      style={props.style}
      onKeyDown={onKeyDown}
      onKeyUp={props.onCommit}
      onPointerDown={(event) => {
        if (disabled) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        event.currentTarget.focus();
        fromPointer(event);
      }}
      onPointerMove={(event) => {
        if (!disabled && event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
      }}
      onPointerUp={props.onCommit}
    >
      <span className="thumb" style={{ left: `${((value - min) / (max - min || 1)) * 100}%` }} />
    </div>
  );
}
