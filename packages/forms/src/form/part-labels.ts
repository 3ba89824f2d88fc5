/**
 * Labels of the composite fields' child inputs (SPEC.md §3 "Form submission payload":
 * address, date, name, time and phone are arrays of child inputs). SPEC gives the parts,
 * not their labels: these are ours, routed through the message table so a site can
 * translate them.
 */
import { message } from '@sqs/runtime/contracts/messages';

const LABELS: Record<string, string> = {
  fname: 'First Name',
  lname: 'Last Name',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  zip: 'ZIP Code',
  country: 'Country',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  hour: 'Hour',
  minute: 'Minute',
  second: 'Second',
  ampm: 'AM/PM',
  areacode: 'Area code',
  prefix: 'Prefix',
  line: 'Line',
};

export const partLabel = (part: string): string => message(`form.part.${part}`, LABELS[part] ?? part);

/** Browser autofill tokens, so saved addresses and names fill the parts. */
export const PART_AUTOCOMPLETE: Record<string, Record<string, string>> = {
  name: { fname: 'given-name', lname: 'family-name' },
  address: {
    address1: 'address-line1',
    address2: 'address-line2',
    city: 'address-level2',
    state: 'address-level1',
    zip: 'postal-code',
    country: 'country-name',
  },
  phone: { country: 'tel-country-code', areacode: 'tel-area-code', prefix: 'tel-local-prefix', line: 'tel-local-suffix' },
};

/** Placeholders that say the expected shape of the date and time parts. */
export const PART_PLACEHOLDER: Record<string, string> = { month: 'MM', day: 'DD', year: 'YYYY', hour: 'hh', minute: 'mm', second: 'ss' };
