/**
 * WAI-ARIA APG combobox with a list popup (autocomplete "list"): the text field keeps focus, the
 * active option is named by aria-activedescendant; Down/Up open and move, Alt+Down opens, Enter
 * picks the active option, Escape closes (a second Escape clears the text), Home/End stay in the
 * field. The options are the caller's (a page search, place suggestions); they are never read as HTML.
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ComboOption {
  key: string;
  label: string;
  /** A second line (a page's URL). */
  detail?: string;
}

export function Combobox(props: {
  id: string;
  label: string;
  text: string;
  options: readonly ComboOption[];
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Shown in the popup when there are no options (e.g. 'Unable to load results'). */
  empty?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  /** The most the field takes (a 1 MB paste is cut by the browser, not laid out whole). */
  maxLength?: number;
  onText(text: string): void;
  onPick(option: ComboOption): void;
  /** Enter with no active option, or the field left: the typed text is committed as it is. */
  onCommit?(text: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${props.id}-list`;
  const count = props.options.length;
  const shown = open && (count > 0 || props.empty !== undefined);
  const activeIndex = active < count ? active : -1;

  const pick = (option: ComboOption) => {
    setOpen(false);
    setActive(-1);
    props.onPick(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (props.disabled) return;
    switch (event.key) {
      case 'ArrowDown':
        setOpen(true);
        if (!event.altKey && count > 0) setActive(activeIndex < count - 1 ? activeIndex + 1 : 0);
        break;
      case 'ArrowUp':
        setOpen(true);
        if (count > 0) setActive(activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Enter':
        if (shown && activeIndex >= 0) pick(props.options[activeIndex]!);
        else {
          setOpen(false);
          props.onCommit?.(props.text);
        }
        break;
      case 'Escape':
        if (shown) setOpen(false);
        else if (props.text !== '') props.onText('');
        else return;
        setActive(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="combobox" part="combobox">
      <input
        id={props.id}
        part="input"
        type="text"
        role="combobox"
        aria-label={props.label}
        aria-autocomplete="list"
        aria-expanded={shown ? 'true' : 'false'}
        aria-controls={listId}
        aria-activedescendant={shown && activeIndex >= 0 ? `${props.id}-option-${activeIndex}` : undefined}
        aria-invalid={props.invalid ? 'true' : undefined}
        aria-describedby={props.describedBy}
        autoComplete={props.autoComplete ?? 'off'}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        disabled={props.disabled}
        value={props.text}
        onChange={(event) => {
          setOpen(true);
          setActive(-1);
          props.onText(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!open) return;
          setOpen(false);
          props.onCommit?.(props.text);
        }}
      />
      {shown && count === 0 && (
        <p className="listbox empty" part="empty" role="status">
          {props.empty}
        </p>
      )}
      <ul id={listId} role="listbox" part="listbox" aria-label={props.label} className="listbox" hidden={!shown || count === 0}>
        {shown &&
          props.options.map((option, index) => (
            <li
              key={option.key}
              id={`${props.id}-option-${index}`}
              role="option"
              part={index === activeIndex ? 'option active' : 'option'}
              aria-selected={index === activeIndex ? 'true' : 'false'}
              // Pointer picks without taking focus from the field (which would close the popup first).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              <span className="option-label">{option.label}</span>
              {option.detail && <span className="option-detail"> {option.detail}</span>}
            </li>
          ))}
      </ul>
    </div>
  );
}
