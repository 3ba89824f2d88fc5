import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { debounce } from '@sqs/blocks/shared/debounce';
import { message } from '@sqs/runtime/contracts/messages';
import { pageOf } from '@sqs/runtime/page/page';
import { report } from '@sqs/runtime/report';
import { Combobox, type ComboOption } from '../shared/combobox';
import { useControl } from '../shared/use-control';
import { addressFrom, addressValue, detailsQuery, MAX_PART, readAddress, readPredictions, zipProblem, type Address, type AddressPart } from './address-field.logic';
import type { AddressFieldSettings } from './address-field.settings';

const FIELDS: { part: AddressPart; label: string; autoComplete: string }[] = [
  { part: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2' },
  { part: 'city', label: 'City', autoComplete: 'address-level2' },
  { part: 'state', label: 'State', autoComplete: 'address-level1' },
  { part: 'zip', label: 'Zip code', autoComplete: 'postal-code' },
  { part: 'country', label: 'Country', autoComplete: 'country' },
];

/** SPEC.md §8 "Editor": suggestions that could not be fetched. */
const UNABLE_TO_LOAD_RESULTS = 'Unable to load results';

/**
 * SPEC.md §2 address field: address lines, city, state, zip and country; the first line suggests
 * places as the owner types (an APG combobox over GET …/places/autocomplete) and a pick fills every
 * part from …/places/details, asked with the tracking context (§7).
 */
export function AddressFieldView(props: AddressFieldSettings & BlockViewProps) {
  const { host } = props;
  const control = useControl(host);
  const id = useId();
  const [address, setAddress] = useState<Address>(() => readAddress(control.value));
  const [seen, setSeen] = useState(control.value);
  const [suggestions, setSuggestions] = useState<ComboOption[]>([]);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);
  if (seen !== control.value) {
    setSeen(control.value);
    setAddress(readAddress(control.value));
  }
  const api = pageOf(host.ownerDocument).api;

  const suggest = useMemo(
    () =>
      debounce((text: string) => {
        const call = ++asked.current;
        if (text.trim() === '') return setSuggestions([]);
        void api.get(`${props.placesUrl}/autocomplete`, { query: { input: text.slice(0, MAX_PART) }, timeoutMs: 10_000 }).then((result) => {
          if (call !== asked.current) return; // an answer to an older text
          setFailed(!result.ok);
          setSuggestions(result.ok ? readPredictions(result.data).map((p) => ({ key: p.placeId, label: p.description })) : []);
        });
      }, 250),
    [api, props.placesUrl],
  );
  useEffect(() => () => suggest.cancel(), [suggest]);

  const update = (next: Address, commit: boolean) => {
    setAddress(next);
    const value = addressValue(next);
    setSeen(value);
    if (commit) control.change(value);
    else control.input(value);
  };
  const pick = async (option: ComboOption) => {
    const query = detailsQuery(option.key, props);
    if (!query.ok) {
      // SPEC.md §8: reported (the cost could not be tracked); the suggestion's text is kept.
      report({ source: 'sqs-address-field', message: query.error, element: host });
      return update({ ...address, addressLine1: option.label.slice(0, MAX_PART) }, true);
    }
    const result = await api.get(`${props.placesUrl}/details`, { query: query.query, timeoutMs: 10_000 });
    const details = result.ok && result.data && typeof result.data === 'object' ? addressFrom((result.data as { address?: unknown }).address) : null;
    if (details && details.addressLine1) update(details, true);
    else {
      setFailed(true);
      update({ ...address, addressLine1: option.label.slice(0, MAX_PART) }, true);
    }
  };

  const { disabled } = control;
  const zip = zipProblem(address);
  const fieldId = (part: AddressPart) => `${id}-${part}`;
  return (
    <div part="address" className="address" role="group" aria-label={control.label || message('addressField.label', 'Address')}>
      <div className="field" part="field">
        <label htmlFor={fieldId('addressLine1')}>{message('addressField.addressLine1', 'Address line 1')}</label>
        <Combobox
          id={fieldId('addressLine1')}
          label={message('addressField.addressLine1', 'Address line 1')}
          text={address.addressLine1}
          options={suggestions}
          disabled={disabled}
          autoComplete="address-line1"
          maxLength={MAX_PART}
          empty={failed ? message('editor.unableToLoadResults', UNABLE_TO_LOAD_RESULTS) : undefined}
          onText={(text) => {
            update({ ...address, addressLine1: text.slice(0, MAX_PART) }, false);
            suggest(text);
          }}
          onPick={(option) => void pick(option)}
          onCommit={() => control.commit()}
        />
      </div>
      {FIELDS.map(({ part, label, autoComplete }) => (
        <div className="field" part="field" key={part}>
          <label htmlFor={fieldId(part)}>{message(`addressField.${part}`, label)}</label>
          <input
            id={fieldId(part)}
            part={`input ${part}`}
            type="text"
            inputMode={part === 'zip' ? 'numeric' : undefined}
            autoComplete={autoComplete}
            maxLength={MAX_PART}
            value={address[part]}
            disabled={disabled}
            data-validity-anchor={part === 'zip' ? '' : undefined}
            aria-invalid={part === 'zip' && zip ? 'true' : undefined}
            aria-describedby={part === 'zip' && zip ? `${id}-zip-problem` : undefined}
            onChange={(event) => update({ ...address, [part]: event.currentTarget.value.slice(0, MAX_PART) }, false)}
            onBlur={() => control.commit()}
          />
          {part === 'zip' && zip && (
            <p id={`${id}-zip-problem`} part="problem" className="problem" role="alert">
              {zip}
            </p>
          )}
        </div>
      ))}
      {control.problem && (
        <p part="problem" className="problem" role="alert">
          {control.problem}
        </p>
      )}
    </div>
  );
}
