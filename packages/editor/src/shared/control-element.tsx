/**
 * The editor kit's form controls (issue 17): a block element (blocks/shared/block-element.tsx,
 * React through r2wc, settings from `data-block-json`) that also takes part in a surrounding
 * `<form>` as a form-associated custom element, like a native control:
 *
 * - `value` attribute and property, with the native split: the attribute is the default value,
 *   the property the current one; the attribute sets the value until the user (or a script)
 *   changes it, and a form reset goes back to it;
 * - ElementInternals: the value is submitted under `name`, `required` and the control's own rule
 *   set its validity, `disabled` (or a disabled `<fieldset>`) takes it out of the form;
 *   `formResetCallback` and `formStateRestoreCallback` (back/forward, autofill) restore it;
 * - `input` on every change the user makes and `change` when it is committed, from the element
 *   itself; the inner controls' own events stay inside the shadow root;
 * - any string is accepted as a value without throwing: the control's `accept` rule keeps the
 *   last valid value and says why (the colour picker's "invalid colour keeps the last valid one").
 *
 * The view reads all this through `useControl(host)` (use-control.ts) and never touches the
 * element's internals itself.
 */
import { createBlockElement, type BlockDefinition, type SettingsFrom } from '@sqs/blocks/shared/block-element';
import type { SettingsReader, SettingsSchema } from '@sqs/runtime/contracts/block-data';
import { message } from '@sqs/runtime/contracts/messages';
import type { ControlSnapshot, ControlTarget } from './use-control';

/** What a control's rule makes of any string: the value to keep and, when it refused the input, why. */
export interface Accepted {
  value: string;
  problem: string | null;
}

export interface ControlDefinition<Source extends SettingsSchema | SettingsReader<unknown>, Content extends object, Parts = undefined>
  extends BlockDefinition<Source, Content, Parts> {
  /** The value when the `value` attribute is absent (a stepper's `currentStepNumber`). */
  defaultValue?(host: HTMLElement): string;
  /** Any string → the value to keep (the previous one when `raw` is not valid) and why. Never throws. */
  accept?(raw: string, previous: string, host: HTMLElement): Accepted;
  /** A value the form should refuse although the control kept it (a custom error), or null. */
  validate?(value: string): string | null;
  /** The control's own text for a `required` control with no value (the mailing list's 'A List must be selected'). */
  requiredText?(): string;
  /** What the form submits for this value when it is more than the value under `name` (the link editor's new-window flag). */
  submit?(value: string, host: HTMLElement): string | FormData;
}

/** Fallback of `editor.required` (the browser's own wording for a missing value). */
export const REQUIRED_TEXT = 'Please fill out this field.';

const OWN_ATTRIBUTES = ['value', 'disabled', 'required', 'aria-label'];

/** The inner controls' `input`/`change` events stop at the shadow root: the element fires its own. */
const keepInside = (event: Event): void => event.stopPropagation();

export function createControlElement<Source extends SettingsSchema | SettingsReader<unknown>, Content extends object, Parts = undefined>(
  definition: ControlDefinition<Source, Content, Parts>,
) {
  const Block = createBlockElement(definition);
  const accept = definition.accept ?? ((raw: string): Accepted => ({ value: raw, problem: null }));

  return class ControlElement extends Block implements ControlTarget {
    static formAssociated = true;

    static override get observedAttributes(): string[] {
      return [...super.observedAttributes, ...OWN_ATTRIBUTES];
    }

    readonly #internals = this.attachInternals();
    #snapshot: ControlSnapshot = { value: '', disabled: false, required: false, problem: null, label: '' };
    readonly #listeners = new Set<() => void>();
    /** Set once the value was changed other than through the attribute (the native dirty flag). */
    #dirty = false;
    #initialised = false;
    #formDisabled = false;
    /** The value at the last `change`: a commit without a change fires nothing. */
    #committed = '';

    override connectedCallback(): void {
      if (!this.#initialised) {
        this.#initialised = true;
        // A value set before the element was placed (`el.value = …; form.append(el)`) stays.
        if (!this.#dirty) this.#applyDefault();
        this.#committed = this.#snapshot.value;
      }
      this.#update({ label: this.#labelText() });
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (!OWN_ATTRIBUTES.includes(name)) return super.attributeChangedCallback(name, oldValue, value);
      if (oldValue === value) return;
      if (name === 'value' && !this.#dirty && this.#initialised) this.#apply(this.#defaultValue());
      else if (name === 'disabled') this.#update({ disabled: value !== null || this.#formDisabled });
      else if (name === 'required') this.#update({ required: value !== null });
      else if (name === 'aria-label') this.#update({ label: this.#labelText() });
      this.#validate();
    }

    /** Inner controls' native events never leak out next to the element's own; focus goes inside. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const root = super.attachShadow({ ...init, delegatesFocus: true });
      root.addEventListener('input', keepInside);
      root.addEventListener('change', keepInside);
      return root;
    }

    // The native control API.
    get value(): string {
      return this.#snapshot.value;
    }
    set value(raw: string) {
      this.#dirty = true;
      this.#apply(String(raw));
      this.#committed = this.#snapshot.value;
    }
    get defaultValue(): string {
      return this.getAttribute('value') ?? '';
    }
    set defaultValue(value: string) {
      this.setAttribute('value', value);
    }
    get disabled(): boolean {
      return this.hasAttribute('disabled');
    }
    set disabled(on: boolean) {
      this.toggleAttribute('disabled', Boolean(on));
    }
    get required(): boolean {
      return this.hasAttribute('required');
    }
    set required(on: boolean) {
      this.toggleAttribute('required', Boolean(on));
    }
    get name(): string {
      return this.getAttribute('name') ?? '';
    }
    get form(): HTMLFormElement | null {
      return this.#internals.form;
    }
    get labels(): NodeList {
      return this.#internals.labels;
    }
    get validity(): ValidityState {
      return this.#internals.validity;
    }
    get validationMessage(): string {
      return this.#internals.validationMessage;
    }
    get willValidate(): boolean {
      return this.#internals.willValidate;
    }
    checkValidity(): boolean {
      return this.#internals.checkValidity();
    }
    reportValidity(): boolean {
      return this.#internals.reportValidity();
    }

    // Form-associated callbacks.
    formResetCallback(): void {
      this.#dirty = false;
      this.#applyDefault();
      this.#committed = this.#snapshot.value;
    }
    formStateRestoreCallback(state: string | File | FormData | null): void {
      if (typeof state !== 'string') return;
      this.#dirty = true;
      this.#apply(state);
      this.#committed = this.#snapshot.value;
    }
    formDisabledCallback(disabled: boolean): void {
      this.#formDisabled = disabled;
      this.#update({ disabled: disabled || this.hasAttribute('disabled') });
    }

    // ControlTarget: what the view uses (use-control.ts).
    get snapshot(): ControlSnapshot {
      return this.#snapshot;
    }
    subscribe = (listener: () => void): (() => void) => {
      this.#listeners.add(listener);
      return () => this.#listeners.delete(listener);
    };
    /** The user changed the value: `input` when it did change, `change` too when `commit`. */
    userInput(raw: string, commit = false): void {
      if (this.#snapshot.disabled) return;
      const before = this.#snapshot.value;
      this.#dirty = true;
      this.#apply(raw);
      if (this.#snapshot.value !== before) this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      if (commit) this.commit();
    }
    /** The user is done (a blur, a key released, a swatch picked): `change` if the value moved since the last one. */
    commit(): void {
      if (this.#snapshot.value === this.#committed) return;
      this.#committed = this.#snapshot.value;
      this.dispatchEvent(new Event('change', { bubbles: true }));
    }

    #defaultValue(): string {
      return this.getAttribute('value') ?? definition.defaultValue?.(this) ?? '';
    }

    /**
     * The default value (the attribute) at load and on reset. One the rule refuses leaves the
     * control's own default, what it holds without the attribute, never the value of the moment:
     * a reset always comes back to what the page loaded with.
     */
    #applyDefault(): void {
      this.#apply(this.#defaultValue(), definition.defaultValue?.(this) ?? '');
    }

    /** Any string through the control's rule: a refused one keeps `previous` (the value) and shows why. */
    #apply(raw: string, previous = this.#snapshot.value): void {
      let accepted: Accepted;
      try {
        accepted = accept(raw, previous, this);
      } catch (error) {
        accepted = { value: previous, problem: error instanceof Error ? error.message : String(error) };
      }
      this.#update({ value: accepted.value, problem: accepted.problem });
      this.#internals.setFormValue(definition.submit?.(accepted.value, this) ?? accepted.value, accepted.value);
      this.#validate();
    }

    #validate(): void {
      const { value, required } = this.#snapshot;
      const anchor = this.shadowRoot?.querySelector<HTMLElement>('[data-validity-anchor]') ?? undefined;
      const custom = definition.validate?.(value) ?? null;
      if (required && value === '') this.#internals.setValidity({ valueMissing: true }, definition.requiredText?.() ?? message('editor.required', REQUIRED_TEXT), anchor);
      else if (custom !== null) this.#internals.setValidity({ customError: true }, custom, anchor);
      else this.#internals.setValidity({});
    }

    /** The accessible name for the inner group: `aria-label`, else the text of its `<label>`s. */
    #labelText(): string {
      const own = this.getAttribute('aria-label');
      if (own) return own;
      return [...this.#internals.labels].map((label) => label.textContent?.replace(/\s+/g, ' ').trim() ?? '').join(' ');
    }

    #update(change: Partial<ControlSnapshot>): void {
      const next = { ...this.#snapshot, ...change };
      if ((Object.keys(change) as (keyof ControlSnapshot)[]).every((key) => next[key] === this.#snapshot[key])) return;
      this.#snapshot = next;
      for (const listener of this.#listeners) listener();
    }
  };
}

export type { SettingsFrom };
