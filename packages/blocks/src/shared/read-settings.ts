/**
 * A block's settings from `data-block-json` plus kebab-case attributes (CONTRACT.md §4),
 * read through a forgiving table in the manner of Lit's defaultConverter: a value of
 * the wrong type falls back to its default with a warning; nothing here throws.
 *
 * - An attribute wins over the JSON.
 * - Boolean attributes follow HTML rules: present means true, whatever its value
 *   (TOOLCHAIN.md: r2wc's `/^[ty1-9]/i` transform is why we do not use it here).
 * - Malformed JSON, or JSON that is not an object, is an error: the caller keeps the
 *   server fallback and reports it. Missing JSON is not: every setting has a default.
 */
export type SettingSpec =
  | { type: 'boolean'; default: boolean; attribute?: string; jsonKey?: string }
  | { type: 'number'; default: number; min?: number; max?: number; attribute?: string; jsonKey?: string }
  | { type: 'string'; default: string; attribute?: string; jsonKey?: string }
  | { type: 'enum'; default: string; values: readonly string[]; attribute?: string; jsonKey?: string };

export type SettingsSchema = Record<string, SettingSpec>;

type ValueOf<S extends SettingSpec> = S extends { type: 'boolean' }
  ? boolean
  : S extends { type: 'number' }
    ? number
    : string;

export type SettingsOf<T extends SettingsSchema> = { [K in keyof T]: ValueOf<T[K]> };

export type SettingsResult<T extends SettingsSchema> =
  | { ok: true; value: SettingsOf<T>; warnings: string[] }
  | { ok: false; error: string };

export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const attributeName = (key: string, spec: SettingSpec): string => spec.attribute ?? kebabCase(key);

/** Every attribute a schema reads, for `observedAttributes`. */
export function observedAttributes(schema: SettingsSchema): string[] {
  return ['data-block-json', ...Object.entries(schema).map(([key, spec]) => attributeName(key, spec))];
}

function fromJson(spec: SettingSpec, value: unknown): { ok: true; value: boolean | number | string } | { ok: false } {
  switch (spec.type) {
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
      return { ok: false };
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) return { ok: false };
      return { ok: true, value: Math.min(spec.max ?? Infinity, Math.max(spec.min ?? -Infinity, n)) };
    }
    case 'string':
      return typeof value === 'string' || typeof value === 'number' ? { ok: true, value: String(value) } : { ok: false };
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value) ? { ok: true, value } : { ok: false };
  }
}

function fromAttribute(spec: SettingSpec, value: string): { ok: true; value: boolean | number | string } | { ok: false } {
  if (spec.type === 'boolean') return { ok: true, value: true };
  return fromJson(spec, value.trim());
}

/** Pure: attributes as a lookup so it runs without a DOM. */
export function readSettings<T extends SettingsSchema>(
  schema: T,
  json: string | null,
  getAttribute: (name: string) => string | null,
): SettingsResult<T> {
  let data: Record<string, unknown> = {};
  if (json !== null && json.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (error) {
      return { ok: false, error: `data-block-json is not valid JSON: ${(error as Error).message}` };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, error: 'data-block-json must be a JSON object' };
    }
    data = parsed as Record<string, unknown>;
  }
  const warnings: string[] = [];
  const value: Record<string, boolean | number | string> = {};
  for (const [key, spec] of Object.entries(schema)) {
    const attribute = attributeName(key, spec);
    const attrValue = getAttribute(attribute);
    const jsonKey = spec.jsonKey ?? key;
    value[key] = spec.default;
    if (attrValue !== null) {
      const read = fromAttribute(spec, attrValue);
      if (read.ok) {
        value[key] = read.value;
        continue;
      }
      warnings.push(`attribute ${attribute}="${attrValue}" is not a valid ${spec.type}; using ${JSON.stringify(spec.default)}`);
    }
    if (Object.hasOwn(data, jsonKey)) {
      const read = fromJson(spec, data[jsonKey]);
      if (read.ok) value[key] = read.value;
      else warnings.push(`"${jsonKey}": ${JSON.stringify(data[jsonKey])} is not a valid ${spec.type}; using ${JSON.stringify(spec.default)}`);
    }
  }
  return { ok: true, value: value as SettingsOf<T>, warnings };
}
