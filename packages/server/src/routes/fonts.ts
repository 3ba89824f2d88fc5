/**
 * The font picker's catalogue (issue 17 item 2, SPEC.md §2 font picker):
 *   GET /api/editor/fonts?kit=<typekitId>
 *   → {categories, fonts: [{family, category, preview}], kit: {id, fonts: [{id, family, category, preview}]} | null}
 * `categories` are SPEC.md §2's seven, in order; `preview` is the URL of a font file that shows the
 * family. `kit` is the page's Typekit kit (`website.typekitId` of the page context) when `kit` is
 * asked for: a kit the backend does not know answers with no fonts, so every font the page asks of
 * it is "no longer in Typekit".
 * The families and kits are demo data (demo/data/fonts.json); their files are four real,
 * OFL-licensed stand-ins in demo/assets/fonts/ (see its README), served by /assets/: nothing
 * leaves the machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { categoryOf, FONT_CATEGORIES, type CatalogueFont, type KitFont } from '@sqs/editor/font-picker/font-catalogue';

interface DemoFonts {
  files: Record<string, string>;
  /** [family, category, file key] */
  fonts: Array<[string, string, string]>;
  /** kit id → [font id, family, category, file key] */
  kits: Record<string, Array<[string, string, string, string]>>;
}

const MAX_KIT_ID = 100;

/** The demo catalogue from `demo/data/fonts.json` (none when the file is missing). */
export function readDemoFonts(demoDir: string): { fonts: CatalogueFont[]; kits: Map<string, KitFont[]> } {
  const file = path.join(demoDir, 'data/fonts.json');
  if (!existsSync(file)) return { fonts: [], kits: new Map() };
  const data = JSON.parse(readFileSync(file, 'utf8')) as DemoFonts;
  const preview = (key: string) => data.files[key] ?? null;
  return {
    fonts: data.fonts.map(([family, category, key]) => ({ family, category: categoryOf(category), preview: preview(key) })),
    kits: new Map(
      Object.entries(data.kits).map(([kitId, fonts]) => [kitId, fonts.map(([id, family, category, key]) => ({ id, family, category: categoryOf(category), preview: preview(key) }))]),
    ),
  };
}

export function registerFontRoutes(app: FastifyInstance, options: { demoDir: string }): void {
  // Read once: the demo data does not change while the server runs.
  let demo: ReturnType<typeof readDemoFonts> | null = null;
  app.get('/api/editor/fonts', async (request, reply) => {
    demo ??= readDemoFonts(options.demoDir);
    const kitId = (request.query as { kit?: unknown }).kit;
    const kit = typeof kitId === 'string' && kitId !== '' && kitId.length <= MAX_KIT_ID ? { id: kitId, fonts: demo.kits.get(kitId) ?? [] } : null;
    return reply.header('Cache-Control', 'no-store').send({ categories: FONT_CATEGORIES, fonts: demo.fonts, kit });
  });
}
