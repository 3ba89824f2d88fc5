/**
 * The address field's rules (SPEC.md §2 address field; §5 "US zip exactly 5 digits"; §7 the places
 * calls; §8 the tracking-context error). Its value is the address as JSON:
 * `{"addressLine1", "addressLine2", "city", "state", "zip", "country"}`, every part a string.
 * Pure: no DOM, no React. Never throws; every input is bounded.
 */
import { isValidUsZip } from '@sqs/runtime/contracts/commerce';
import { message } from '@sqs/runtime/contracts/messages';
import type { Accepted } from '../shared/control-element';

export const ADDRESS_PARTS = ['addressLine1', 'addressLine2', 'city', 'state', 'zip', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type Address = Record<AddressPart, string>;

/** SPEC.md §8 (console-level, reported): places details asked for without a tracking context. */
export const TRACKING_CONTEXT_TEXT = 'Please provide a tracking context when using Google Places API details to track cost';
/** §5 "US zip exactly 5 digits": the field's text for any other zip in the US. */
export const US_ZIP_TEXT = 'A US zip code has exactly 5 digits';
export const NOT_AN_ADDRESS_TEXT = '{val} is not an address';

/** A part longer than this is cut (no address line is longer; a 1 MB paste stays cheap). */
export const MAX_PART = 200;

export const EMPTY_ADDRESS: Address = { addressLine1: '', addressLine2: '', city: '', state: '', zip: '', country: '' };

const shown = (raw: string): string => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

/** An object's address parts, strings only, each cut to MAX_PART; anything else is empty. */
export function addressFrom(data: unknown): Address {
  const source = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const address = { ...EMPTY_ADDRESS };
  for (const part of ADDRESS_PARTS) {
    const value = Object.prototype.hasOwnProperty.call(source, part) ? source[part] : undefined;
    if (typeof value === 'string') address[part] = value.slice(0, MAX_PART);
  }
  return address;
}

/** The value for an address: '' when every part is empty, else its JSON in the parts' order. */
export function addressValue(address: Address): string {
  if (ADDRESS_PARTS.every((part) => address[part].trim() === '')) return '';
  return JSON.stringify(Object.fromEntries(ADDRESS_PARTS.map((part) => [part, address[part]])));
}

/** The address a value stands for ('' and anything unreadable: the empty address). */
export function readAddress(value: string): Address {
  if (value.trim() === '' || value.length > 20 * MAX_PART) return { ...EMPTY_ADDRESS };
  try {
    return addressFrom(JSON.parse(value));
  } catch {
    return { ...EMPTY_ADDRESS };
  }
}

/** Any string → the value to keep: an address as JSON (normalised), '' for none; else the previous one and why. */
export function acceptAddress(raw: string, previous: string): Accepted {
  const text = raw.trim();
  if (text === '') return { value: '', problem: null };
  if (text.length <= 20 * MAX_PART && text.startsWith('{')) {
    try {
      const data: unknown = JSON.parse(text);
      if (data && typeof data === 'object' && !Array.isArray(data)) return { value: addressValue(addressFrom(data)), problem: null };
    } catch {
      // not JSON: refused below
    }
  }
  return { value: previous, problem: message('addressField.notAnAddress', NOT_AN_ADDRESS_TEXT, { val: shown(raw) }) };
}

const US_NAMES = new Set(['us', 'usa', 'united states', 'united states of america']);
export const isUnitedStates = (country: string): boolean => US_NAMES.has(country.trim().toLowerCase());

/** §5: in the US, a zip given must be exactly 5 digits. Null when the zip is fine. */
export function zipProblem(address: Address): string | null {
  if (!isUnitedStates(address.country) || address.zip === '' || isValidUsZip(address.zip)) return null;
  return message('addressField.usZip', US_ZIP_TEXT);
}

/** One suggestion from GET /api/google-maps/places/autocomplete. */
export interface Prediction {
  placeId: string;
  description: string;
}

/** The autocomplete answer, whatever it holds: entries with a string placeId and description. */
export function readPredictions(body: unknown): Prediction[] {
  const list = body && typeof body === 'object' && Array.isArray((body as { predictions?: unknown }).predictions) ? (body as { predictions: unknown[] }).predictions : [];
  return list.flatMap((entry) => {
    const { placeId, description } = (entry ?? {}) as Record<string, unknown>;
    return typeof placeId === 'string' && typeof description === 'string' ? [{ placeId, description: description.slice(0, MAX_PART) }] : [];
  });
}

/** The cost-tracking context every details call carries (SPEC.md §7). */
export interface TrackingContext {
  productPage: string;
  productSection: string;
}

/** The details call's query, or the §8 error when the tracking context is missing. */
export function detailsQuery(placeId: string, tracking: Partial<TrackingContext>): { ok: true; query: Record<string, string> } | { ok: false; error: string } {
  const productPage = tracking.productPage?.trim() ?? '';
  const productSection = tracking.productSection?.trim() ?? '';
  if (productPage === '' || productSection === '') return { ok: false, error: TRACKING_CONTEXT_TEXT };
  return { ok: true, query: { placeId, productPage, productSection } };
}
