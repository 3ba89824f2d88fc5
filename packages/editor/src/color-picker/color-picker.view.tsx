import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { parseColor, type Color } from '@sqs/runtime/contracts/color';
import { FALLBACK_SEED } from '@sqs/runtime/contracts/palette';
import { message } from '@sqs/runtime/contracts/messages';
import { Slider } from '../shared/slider';
import { sliderKey } from '../shared/slider.logic';
import { useControl } from '../shared/use-control';
import { colorTexts, colorValue, readColor, swatches, withChannels } from './color-picker.logic';
import { paletteOf, type ColorPickerSettings } from './color-picker.settings';

type Field = 'hex' | 'rgb' | 'hsl';
/**
 * The most a colour field takes of a paste (issue 17: a 1 MB paste keeps the page responsive; the
 * browser would lay out the whole line). Far above any colour's text ('hsla(359.5, 100%, 100%, 0.99)'),
 * so what is too long is still shown and refused with SPEC's 'Could not determine color model.'.
 */
const COLOR_TEXT_MAX_LENGTH = 256;
const FIELDS: { field: Field; label: string }[] = [
  { field: 'hex', label: 'Hex' },
  { field: 'rgb', label: 'RGB' },
  { field: 'hsl', label: 'HSL' },
];

/**
 * SPEC.md §2 colour picker: a saturation/lightness area, Hue, Saturation, Lightness and Alpha
 * sliders (APG), RGB, HSL and Hex fields, and the site palette's swatches. The picker keeps its
 * own HSL colour, so a grey keeps the hue the user chose (a hex value has none).
 */
export function ColorPickerView(props: ColorPickerSettings & BlockViewProps) {
  const control = useControl(props.host);
  const id = useId();
  const palette = paletteOf(props);
  const colorOf = (value: string): Color => {
    const read = readColor(value, palette);
    return 'color' in read ? read.color : parseColor(FALLBACK_SEED)!;
  };
  const [color, setColor] = useState<Color>(() => colorOf(control.value));
  const [seen, setSeen] = useState(control.value);
  const [editing, setEditing] = useState<{ field: Field; text: string; problem: string | null } | null>(null);
  // The value changed from outside (a script, a reset): show it.
  if (seen !== control.value) {
    setSeen(control.value);
    if (colorValue(color) !== control.value) setColor(colorOf(control.value));
  }
  const { disabled } = control;

  const update = (next: Color, commit = false) => {
    setColor(next);
    setSeen(colorValue(next));
    if (commit) control.change(colorValue(next));
    else control.input(colorValue(next));
  };

  const onFieldInput = (field: Field, text: string) => {
    const read = readColor(text, palette);
    setEditing({ field, text, problem: 'color' in read ? null : read.problem });
    // Hex has no alpha: a hex typed keeps the alpha the sliders set.
    if ('color' in read) update(field === 'hex' ? withChannels(read.color, { alpha: color.alpha }) : read.color);
  };
  const endEdit = () => {
    setEditing(null); // an invalid text gives way to the last valid colour's
    control.commit();
  };

  const texts = colorTexts(color);
  const problem = editing?.problem ?? control.problem;
  const problemId = `${id}-problem`;
  const percent = (n: number) => `${Math.round(n)}%`;

  // The 2-D area: left/right saturation, up/down lightness (APG slider keys on each axis).
  const onAreaKey = (event: KeyboardEvent) => {
    if (disabled) return;
    const range = { min: 0, max: 100, step: event.shiftKey ? 10 : 1, page: 10 };
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    const next = sliderKey(event.key, horizontal ? color.saturation : color.lightness, range);
    if (next === null) return;
    event.preventDefault();
    update(withChannels(color, horizontal ? { saturation: next } : { lightness: next }));
  };
  const onAreaPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(1, Math.max(0, (event.clientX - box.left) / (box.width || 1)));
    const y = Math.min(1, Math.max(0, (event.clientY - box.top) / (box.height || 1)));
    update(withChannels(color, { saturation: Math.round(x * 100), lightness: Math.round((1 - y) * 100) }));
  };

  const slider = (part: string, label: string, value: number, max: number, text: string, set: (n: number) => Partial<Color>, style?: Record<string, string>) => (
    <Slider
      part={part}
      label={label}
      min={0}
      max={max}
      step={1}
      page={10}
      value={value}
      valueText={text}
      disabled={disabled}
      onInput={(n) => update(withChannels(color, set(n)))}
      onCommit={() => control.commit()}
      style={style}
    />
  );

  const hue = `hsl(${color.hue} 100% 50%)`;
  return (
    <div part="picker" className="picker" role="group" aria-label={control.label || message('colorPicker.label', 'Colour')} data-disabled={disabled ? '' : undefined}>
      <div className="top">
        <div
          role="slider"
          tabIndex={disabled ? -1 : 0}
          part="area"
          className="area"
          data-validity-anchor=""
          aria-label={message('colorPicker.area', 'Saturation and lightness')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={color.saturation}
          aria-valuetext={message('colorPicker.areaValue', 'Saturation {s}, lightness {l}', { s: percent(color.saturation), l: percent(color.lightness) })}
          aria-disabled={disabled ? 'true' : undefined}
          style={{ '--hue': hue } as Record<string, string>}
          onKeyDown={onAreaKey}
          onKeyUp={() => control.commit()}
          onPointerDown={(event) => {
            if (disabled) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            event.currentTarget.focus();
            onAreaPointer(event);
          }}
          onPointerMove={(event) => {
            if (!disabled && event.currentTarget.hasPointerCapture(event.pointerId)) onAreaPointer(event);
          }}
          onPointerUp={() => control.commit()}
        >
          <span className="marker" style={{ left: `${color.saturation}%`, top: `${100 - color.lightness}%` }} />
        </div>
        <span part="preview" className="preview" style={{ '--color': colorValue(color) } as Record<string, string>} />
      </div>
      <div className="sliders">
        {slider('hue', message('colorPicker.hue', 'Hue'), color.hue, 359, message('colorPicker.degrees', '{n} degrees', { n: Math.round(color.hue) }), (n) => ({ hue: n }))}
        {slider('saturation', message('colorPicker.saturation', 'Saturation'), Math.round(color.saturation), 100, percent(color.saturation), (n) => ({ saturation: n }), { '--hue': hue })}
        {slider('lightness', message('colorPicker.lightness', 'Lightness'), Math.round(color.lightness), 100, percent(color.lightness), (n) => ({ lightness: n }), { '--hue': hue })}
        {slider('alpha', message('colorPicker.alpha', 'Alpha'), Math.round(color.alpha * 100), 100, percent(color.alpha * 100), (n) => ({ alpha: n / 100 }), { '--color': texts.hex })}
      </div>
      <div className="fields">
        {FIELDS.map(({ field, label }) => (
          <label key={field} className="field" part="field">
            <span>{message(`colorPicker.${field}`, label)}</span>
            <input
              part={`input ${field}`}
              value={editing?.field === field ? editing.text : texts[field]}
              maxLength={COLOR_TEXT_MAX_LENGTH}
              disabled={disabled}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={editing?.field === field && editing.problem ? 'true' : undefined}
              aria-describedby={editing?.field === field && editing.problem ? problemId : undefined}
              onChange={(event) => onFieldInput(field, event.currentTarget.value)}
              onBlur={endEdit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') endEdit();
              }}
            />
          </label>
        ))}
      </div>
      <div role="group" part="swatches" className="swatches" aria-label={message('colorPicker.palette', 'Site palette')}>
        {swatches(palette).map((swatch) => (
          <button
            key={swatch.id}
            type="button"
            part="swatch"
            className="swatch"
            title={swatch.name}
            aria-label={swatch.name}
            aria-pressed={swatch.value === control.value}
            disabled={disabled}
            style={{ '--color': swatch.value } as Record<string, string>}
            onClick={() => update(palette[swatch.id], true)}
          />
        ))}
      </div>
      {problem && (
        <p part="problem" className="problem" id={problemId} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
