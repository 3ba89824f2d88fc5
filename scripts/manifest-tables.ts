/**
 * custom-elements.json made complete from the code (issue 19), run by scripts/build.mjs after the
 * analyzer read the element classes' JSDoc:
 *
 * - attributes: every attribute an element's settings table reads (`packages/<pkg>/src/<dir>/<name>.settings.ts`
 *   for `sqs-<name>`: a `SettingsSchema`, or a `SettingsReader`'s `attributes` list), with the
 *   table's type (a union for an enum) and default. The JSDoc keeps the descriptions; the table,
 *   which the element really reads, decides names and types, so they are never written twice.
 * - no private or protected members (a consumer can use neither).
 *
 * `test/dist/manifest.test.ts` holds the written manifest to the tables again.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { attributeName, type SettingSpec, type SettingsSchema } from '../packages/runtime/src/contracts/block-data';

export interface TableAttribute {
  name: string;
  /** undefined when the table lists the name only (a reader with its own parsing). */
  type?: string;
  default?: string;
  jsonKey?: string;
}

const isSpec = (value: unknown): value is SettingSpec =>
  typeof value === 'object' && value !== null && ['boolean', 'number', 'string', 'enum'].includes((value as { type?: string }).type ?? '') && 'default' in value;
const isSchema = (value: unknown): value is SettingsSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).length > 0 && Object.values(value).every(isSpec);
const isReader = (value: unknown): value is { attributes: readonly string[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { attributes?: unknown }).attributes) && typeof (value as { read?: unknown }).read === 'function';

const typeText = (spec: SettingSpec): string => (spec.type === 'enum' ? spec.values.map((v) => `'${v}'`).join(' | ') : spec.type);

/** Every settings table of the packages, by the tag that reads it. */
export async function settingsTables(packagesDir = 'packages'): Promise<Map<string, TableAttribute[]>> {
  const tables = new Map<string, TableAttribute[]>();
  const files = readdirSync(packagesDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.settings.ts') && f.split(path.sep)[1] === 'src')
    .sort();
  for (const file of files) {
    const tag = `sqs-${path.basename(file, '.settings.ts')}`;
    const module = (await import(pathToFileURL(path.resolve(packagesDir, file)).href)) as Record<string, unknown>;
    const attributes: TableAttribute[] = [];
    const add = (attribute: TableAttribute) => {
      if (!attributes.some((a) => a.name === attribute.name)) attributes.push(attribute);
    };
    for (const value of Object.values(module)) {
      if (isSchema(value)) {
        for (const [key, spec] of Object.entries(value)) {
          add({ name: attributeName(key, spec), type: typeText(spec), default: JSON.stringify(spec.default), jsonKey: spec.jsonKey ?? key });
        }
      } else if (isReader(value)) {
        for (const name of value.attributes) add({ name });
      }
    }
    if (attributes.length) tables.set(tag, [...(tables.get(tag) ?? []), ...attributes]);
  }
  return tables;
}

interface Declaration {
  customElement?: boolean;
  tagName?: string;
  attributes?: Array<{ name: string; type?: { text: string }; default?: string; description?: string; fieldName?: string }>;
  members?: Array<{ name: string; privacy?: string }>;
}

export async function completeManifest(file = 'dist/custom-elements.json'): Promise<void> {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { modules: Array<{ declarations?: Declaration[] }> };
  const tables = await settingsTables();
  for (const declaration of manifest.modules.flatMap((m) => m.declarations ?? [])) {
    if (!declaration.customElement || !declaration.tagName) continue;
    declaration.members = (declaration.members ?? []).filter((m) => !m.privacy || m.privacy === 'public').filter((m) => !m.name.startsWith('#'));
    const attributes = (declaration.attributes ??= []);
    for (const read of tables.get(declaration.tagName) ?? []) {
      let attribute = attributes.find((a) => a.name === read.name);
      if (!attribute) {
        attribute = { name: read.name, description: read.jsonKey ? `JSON \`${read.jsonKey}\`.` : 'Read by the settings table (see data-block-json).' };
        attributes.push(attribute);
      }
      if (read.type) attribute.type = { text: read.type };
      else attribute.type ??= { text: 'string' };
      if (read.default !== undefined) attribute.default = read.default;
    }
  }
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await completeManifest();
