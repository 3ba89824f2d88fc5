/**
 * A block's data (CONTRACT.md §4), read once per upgrade and once per change, by the block glue,
 * for every block: `data-block-json` parsed here, then the block's settings read from it and
 * from kebab-case attributes, through a forgiving table in the manner of Lit's defaultConverter
 * or through a reader of the block's own (the gallery's). Pure, no DOM, no React: the gallery
 * core and the server use it too. Nothing here throws.
 *
 * - An attribute wins over the JSON.
 * - Boolean attributes follow HTML rules: present means true, whatever its value
 *   (TOOLCHAIN.md: r2wc's `/^[ty1-9]/i` transform is why the glue does not use r2wc's types).
 * - A value of the wrong type keeps its default, with a warning.
 * - Malformed JSON, or JSON that is not an object, is a problem the block reports while its
 *   server fallback stays; missing JSON is not: every setting has a default.
 */

/** `data-block-json` parsed: its object, or why there is none. */
export type BlockData =
  | {
      ok: true;
      /** Own keys only matter: read with `Object.hasOwn`, never through the prototype. */
      data: Readonly<Record<string, unknown>>;
      /** False when the attribute is absent or blank (every setting takes its default). */
      given: boolean;
    }
  | {
      ok: false;
      /** 'decode': not JSON at all; 'evaluate': JSON, but not an object. */
      problem: 'decode' | 'evaluate';
      /** Why, for the report. */
      detail: string;
    };

/** The one parse of a block's `data-block-json` text. */
export function parseBlockData(text: string | null | undefined): BlockData {
  if (text == null || text.trim() === '') return { ok: true, data: Object.freeze(Object.create(null) as Record<string, unknown>), given: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: 'decode', detail: `data-block-json is not valid JSON: ${(error as Error).message}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, problem: 'evaluate', detail: 'data-block-json must be a JSON object' };
  }
  return { ok: true, data: parsed as Record<string, unknown>, given: true };
}

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
    : S extends { type: 'enum'; values: readonly (infer V)[] }
      ? V
      : string;

export type SettingsOf<T extends SettingsSchema> = { [K in keyof T]: ValueOf<T[K]> };

/** A block's settings, or why the block keeps its server fallback. */
export type SettingsResult<T> = { ok: true; value: T; warnings: string[] } | { ok: false; error: string };

/** Attribute lookup (`el.getAttribute`), so readers run without a DOM. */
export type AttributeLookup = (name: string) => string | null;

/**
 * A block's own settings reader, for settings a table cannot say (the gallery's defaults per
 * design and SPEC.md §5 texts). `attributes` lists every attribute it reads, for the element's
 * `observedAttributes` and the manifest.
 */
export interface SettingsReader<T> {
  attributes: readonly string[];
  read(data: BlockData, attribute: AttributeLookup): SettingsResult<T>;
}

export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const attributeName = (key: string, spec: SettingSpec): string => spec.attribute ?? kebabCase(key);

/** A finite number from a number or numeric text, else null. */
export function toNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A value for a warning: JSON where it can be, never a throw (cycles, BigInt). */
export function showValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Every attribute a table reads. */
export function tableAttributes(schema: SettingsSchema): string[] {
  return Object.entries(schema).map(([key, spec]) => attributeName(key, spec));
}

function fromJson(spec: SettingSpec, value: unknown): { ok: true; value: boolean | number | string } | { ok: false } {
  switch (spec.type) {
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
      return { ok: false };
    case 'number': {
      const n = toNumber(value);
      if (n === null) return { ok: false };
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

/** Settings through a table: every key its default, then the JSON, then the attribute. */
export function readSettingsTable<T extends SettingsSchema>(schema: T, blockData: BlockData, attribute: AttributeLookup): SettingsResult<SettingsOf<T>> {
  if (!blockData.ok) return { ok: false, error: blockData.detail };
  const { data } = blockData;
  const warnings: string[] = [];
  // Null prototype: keys come from the block's own table, but nothing read here may reach Object.prototype.
  const value = Object.create(null) as Record<string, boolean | number | string>;
  for (const [key, spec] of Object.entries(schema)) {
    const name = attributeName(key, spec);
    const attrValue = attribute(name);
    const jsonKey = spec.jsonKey ?? key;
    value[key] = spec.default;
    if (attrValue !== null) {
      const read = fromAttribute(spec, attrValue);
      if (read.ok) {
        value[key] = read.value;
        continue;
      }
      warnings.push(`attribute ${name}="${attrValue}" is not a valid ${spec.type}; using ${showValue(spec.default)}`);
    }
    if (Object.hasOwn(data, jsonKey)) {
      const read = fromJson(spec, data[jsonKey]);
      if (read.ok) value[key] = read.value;
      else warnings.push(`"${jsonKey}": ${showValue(data[jsonKey])} is not a valid ${spec.type}; using ${showValue(spec.default)}`);
    }
  }
  return { ok: true, value: { ...value } as SettingsOf<T>, warnings };
}

/** A table as a reader, so the glue has one kind of thing to call. */
export function tableReader<T extends SettingsSchema>(schema: T): SettingsReader<SettingsOf<T>> {
  return { attributes: tableAttributes(schema), read: (data, attribute) => readSettingsTable(schema, data, attribute) };
}

/** What a block's `read` returns when it cannot show anything better than its server HTML. */
export interface BlockFallback {
  readonly [KEEP_FALLBACK]: string;
}
const KEEP_FALLBACK: unique symbol = Symbol('keep-fallback');

/** `read`'s answer when the server HTML must stay visible: `reason` is reported once. */
export const keepFallback = (reason: string): BlockFallback => ({ [KEEP_FALLBACK]: reason });

/** The reason a `read` result keeps the fallback, or null for content. */
export const fallbackReason = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && KEEP_FALLBACK in value ? (value as BlockFallback)[KEEP_FALLBACK] : null;
