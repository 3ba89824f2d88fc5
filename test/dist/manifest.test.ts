// Issue 19: dist/custom-elements.json true to what ships and to what the elements read.
// Runs after `npm run build`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsTables } from '../../scripts/manifest-tables';

interface Attribute { name: string; type?: { text: string } }
interface Declaration { customElement?: boolean; tagName?: string; attributes?: Attribute[]; members?: Array<{ name: string; privacy?: string }> }
const cem = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as {
  modules: Array<{ path: string; declarations?: Declaration[]; exports?: Array<{ declaration: { module?: string } }> }>;
};
const elements = cem.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName).map((d) => ({ module: m, element: d })));
const byTag = new Map(elements.map(({ element }) => [element.tagName!, element]));
const tables = await settingsTables();

/** Attributes every block reads through its glue, apart from its settings table (CONTRACT.md §4). */
const GLUE_ATTRIBUTES = ['data-block-json', 'data-load-on'];
/** What the editor kit's form-associated controls read as form controls (editor/src/shared/control-element.tsx). */
const CONTROL_ATTRIBUTES = ['value', 'name', 'disabled', 'required'];
const EDITOR_TAGS = new Set(
  readdirSync('packages/editor/src', { recursive: true }).map(String).filter((f) => f.endsWith('.define.ts')).map((f) => `sqs-${path.basename(f, '.define.ts')}`),
);

describe('custom-elements.json (issue 19)', () => {
  it('lists every element the build defines, the site chrome included', () => {
    const defined = readdirSync('packages', { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.define.ts') && f.split(path.sep)[1] === 'src')
      .map((f) => `sqs-${path.basename(f, '.define.ts')}`)
      .sort();
    expect([...byTag.keys()].sort()).toEqual(defined);
    for (const tag of ['sqs-dialog', 'sqs-cookie-banner', 'sqs-toast']) expect(byTag.has(tag), tag).toBe(true);
  });

  it('names each module by the file that ships it, and no source file anywhere', () => {
    for (const { module, element } of elements) {
      expect(module.path).toBe(`dist/elements/${element.tagName}.js`);
      expect(existsSync(module.path), module.path).toBe(true);
    }
    expect(JSON.stringify(cem)).not.toMatch(/"[^"]*\.tsx?"/);
  });

  it('lists no private or protected member', () => {
    for (const { element } of elements) {
      const hidden = (element.members ?? []).filter((m) => (m.privacy && m.privacy !== 'public') || m.name.startsWith('#'));
      expect(hidden.map((m) => m.name), element.tagName).toEqual([]);
    }
  });

  it('lists every attribute each settings table reads, with the table type, and nothing a block does not read', () => {
    expect(tables.size).toBeGreaterThanOrEqual(9);
    for (const [tag, read] of tables) {
      const element = byTag.get(tag);
      expect(element, tag).toBeDefined();
      const listed = new Map((element!.attributes ?? []).map((a) => [a.name, a.type?.text]));
      for (const attribute of read) {
        expect(listed.has(attribute.name), `${tag} ${attribute.name}`).toBe(true);
        if (attribute.type) expect(listed.get(attribute.name), `${tag} ${attribute.name}`).toBe(attribute.type);
      }
      // The other way: a listed attribute is the table's or the glue's (a gallery also follows another: data-linked-to).
      const known = new Set([...read.map((a) => a.name), ...GLUE_ATTRIBUTES, ...(EDITOR_TAGS.has(tag) ? CONTROL_ATTRIBUTES : []), ...(tag === 'sqs-gallery' ? ['data-linked-to'] : [])]);
      expect([...listed.keys()].filter((name) => !known.has(name)), tag).toEqual([]);
    }
    // The gallery: the 31 attributes of its table, and the glue's.
    expect(tables.get('sqs-gallery')!.length).toBe(31);
  });
});
