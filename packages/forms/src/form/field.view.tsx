/**
 * One field of any SPEC.md §3 "Form builder field options" type. Every control is
 * labelled; description and error are linked with aria-describedby; a failing field
 * gets the error class and its message above its title (SPEC.md §5 "Client checks").
 * Composite and choice fields are fieldsets whose legend is the title.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { likertLabel, LIKERT_VALUES } from '@sqs/runtime/contracts/likert';
import { partsOf, type FormField } from '../model/field-types';
import { entryOf, keyed, withEntry } from '../model/keyed';
import { countCharacters, coerceValue, type FieldValue } from '../model/values';
import { textareaCounter } from '../model/counter';
import { PART_AUTOCOMPLETE, PART_PLACEHOLDER, partLabel } from './part-labels';

export interface FieldViewProps {
  field: FormField;
  value: FieldValue | undefined;
  error: string | undefined;
  /** A prefix unique to this form instance, for element ids. */
  idPrefix: string;
  /** Level of a section's heading (2-6). */
  headingLevel: number;
  onChange(id: string, value: FieldValue): void;
}

export const fieldDomId = (prefix: string, fieldId: string, part?: string): string =>
  `${prefix}-${fieldId.replace(/[^\w-]/g, '_')}${part ? `-${part}` : ''}`;

const INPUT_TYPE: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  number: 'number',
  website: 'url',
  password: 'password',
};
const AUTOCOMPLETE: Partial<Record<FormField['type'], string>> = { email: 'email', website: 'url', password: 'off' };

function Described({ id, field, error, children }: { id: string; field: FormField; error?: string; children?: ReactNode }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="field-error" part="field-error">
          {error}
        </p>
      ) : null}
      {children}
      {field.description ? (
        <p id={`${id}-description`} className="description" part="description">
          {field.description}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, field: FormField, error?: string, extra: string[] = []) =>
  [error ? `${id}-error` : '', field.description ? `${id}-description` : '', ...extra].filter(Boolean).join(' ') || undefined;

const Title = ({ field }: { field: FormField }) => (
  <>
    {field.title}
    {field.required ? (
      <span className="required" aria-hidden="true">
        {' *'}
      </span>
    ) : null}
  </>
);

/** A single control under its label, with its error above the title and description below. */
function Labelled({ id, field, error, className, children }: { id: string; field: FormField; error?: string; className: string; children: ReactNode }) {
  return (
    <div className={className} part="field">
      <Described id={id} field={field} error={error}>
        <label htmlFor={id} part="label">
          <Title field={field} />
        </label>
      </Described>
      {children}
    </div>
  );
}

/** Several controls under one title: a fieldset whose legend is the title. */
function Group({ id, field, error, className, children }: { id: string; field: FormField; error?: string; className: string; children: ReactNode }) {
  return (
    <fieldset className={className} part="field" aria-describedby={describedBy(id, field, error)} aria-invalid={error ? true : undefined}>
      <legend part="label">
        <Title field={field} />
      </legend>
      <Described id={id} field={field} error={error} />
      {children}
    </fieldset>
  );
}

export function FieldView({ field, value, error, idPrefix, headingLevel, onChange }: FieldViewProps) {
  const id = fieldDomId(idPrefix, field.id);
  const v = coerceValue(field, value);
  const invalid = error ? true : undefined;
  const className = `field field-${field.type}${error ? ' error' : ''}`;

  switch (field.type) {
    case 'hidden':
      return null;

    case 'section': {
      const Heading = `h${headingLevel}` as 'h3';
      return (
        <div className={`section${field.underline ? ' underline' : ''}`} part="section">
          <Heading className="section-title">{field.title}</Heading>
          {field.description ? <p className="description">{field.description}</p> : null}
        </div>
      );
    }

    case 'textarea': {
      const text = typeof v === 'string' ? v : '';
      const counter = textareaCounter(countCharacters(text), field.maxLength);
      return (
        <Labelled id={id} field={field} error={error} className={className}>
          <textarea
            id={id}
            name={field.id}
            part="input"
            value={text}
            placeholder={field.placeholder || undefined}
            aria-required={field.required || undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, field, error, counter ? [`${id}-counter`] : [])}
            onChange={(e) => onChange(field.id, e.target.value)}
          />
          {counter ? (
            <p id={`${id}-counter`} className={`counter${counter.exceeded ? ' exceeded' : ''}`} part="counter">
              {counter.text}
            </p>
          ) : null}
        </Labelled>
      );
    }

    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone': {
      const parts = partsOf(field);
      const list = Array.isArray(v) ? v : [];
      const set = (index: number) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        onChange(field.id, parts.map((_, i) => (i === index ? e.target.value : (list[i] ?? ''))));
      return (
        <Group id={id} field={field} error={error} className={className}>
          <div className={`parts parts-${field.type}`}>
            {parts.map((part, index) => {
              const partId = fieldDomId(idPrefix, field.id, part);
              return (
                <div className={`part part-${part}`} key={part}>
                  <label htmlFor={partId} className="part-label">
                    {partLabel(part)}
                  </label>
                  {part === 'ampm' ? (
                    <select id={partId} value={list[index] ?? ''} onChange={set(index)} part="input">
                      <option value="" />
                      <option value="AM">AM</option>
                      <option value="PM">PM</option>
                    </select>
                  ) : (
                    <input
                      id={partId}
                      part="input"
                      type={field.type === 'phone' ? 'tel' : 'text'}
                      inputMode={field.type === 'date' || field.type === 'time' || field.type === 'phone' ? 'numeric' : undefined}
                      autoComplete={PART_AUTOCOMPLETE[field.type]?.[part]}
                      placeholder={PART_PLACEHOLDER[part]}
                      value={list[index] ?? ''}
                      onChange={set(index)}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </Group>
      );
    }

    case 'radio':
    case 'checkbox': {
      const checked = (option: string) => (Array.isArray(v) ? v.includes(option) : v === option);
      const toggle = (option: string) => (e: ChangeEvent<HTMLInputElement>) => {
        if (field.type === 'radio') return onChange(field.id, option);
        const current = Array.isArray(v) ? v : [];
        onChange(field.id, e.target.checked ? [...current.filter((o) => o !== option), option] : current.filter((o) => o !== option));
      };
      return (
        <Group id={id} field={field} error={error} className={className}>
          {field.options.map((option, index) => (
            <div className="option" key={index}>
              <input
                type={field.type}
                id={`${id}-${index}`}
                name={field.id}
                value={option}
                checked={checked(option)}
                onChange={toggle(option)}
              />
              <label htmlFor={`${id}-${index}`}>{option}</label>
            </div>
          ))}
        </Group>
      );
    }

    case 'select':
      return (
        <Labelled id={id} field={field} error={error} className={className}>
          <select
            id={id}
            name={field.id}
            part="input"
            value={typeof v === 'string' ? v : ''}
            aria-required={field.required || undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, field, error)}
            onChange={(e) => onChange(field.id, e.target.value)}
          >
            <option value="">{field.placeholder || 'Select an option'}</option>
            {field.options.map((option, index) => (
              <option key={index} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Labelled>
      );

    case 'likert': {
      // Keyed by question (from the block JSON): a question may be `constructor`.
      const answers = typeof v === 'object' && !Array.isArray(v) ? v : keyed<string[]>();
      return (
        <Group id={id} field={field} error={error} className={className}>
          {field.questions.map((question, q) => (
            <fieldset className="likert-question" key={q}>
              <legend>{question}</legend>
              <div className="likert-scale">
                {LIKERT_VALUES.map((answer) => {
                  const answerId = `${id}-${q}-${answer + 2}`;
                  return (
                    <div className="option" key={answer}>
                      <input
                        type="radio"
                        id={answerId}
                        name={`${id}-${q}`}
                        value={String(answer)}
                        checked={entryOf(answers, question)?.[0] === String(answer)}
                        onChange={() => onChange(field.id, withEntry(answers, question, [String(answer)]))}
                      />
                      <label htmlFor={answerId}>{likertLabel(answer)}</label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </Group>
      );
    }

    default: {
      // text, email, number, website, currency, password, twitter
      const prefix = field.type === 'currency' ? field.currencySymbol : field.type === 'twitter' ? '@' : '';
      return (
        <Labelled id={id} field={field} error={error} className={className}>
          <div className={prefix ? 'affixed' : undefined}>
            {prefix ? (
              <span className="prefix" aria-hidden="true">
                {prefix}
              </span>
            ) : null}
            <input
              id={id}
              name={field.id}
              part="input"
              type={INPUT_TYPE[field.type] ?? 'text'}
              inputMode={field.type === 'currency' ? 'decimal' : undefined}
              autoComplete={AUTOCOMPLETE[field.type]}
              placeholder={field.placeholder || undefined}
              value={typeof v === 'string' ? v : ''}
              aria-required={field.required || undefined}
              aria-invalid={invalid}
              aria-describedby={describedBy(id, field, error)}
              onChange={(e) => onChange(field.id, e.target.value)}
            />
          </div>
        </Labelled>
      );
    }
  }
}
