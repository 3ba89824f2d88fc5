/**
 * Issue 13 item 6, the empty page (no block, no chrome shown, services on): the site services,
 * fetched once the page is idle, must not drag in the blocks' chunks. Each such chunk is one more
 * file on every page, for a few hundred bytes the services use (the enum tables of product-rules,
 * the query parser of runtime-contracts). This pins the shape so the next import cannot bring one
 * back silently; the bytes themselves are the bench's (`npm run bench`, "empty page" row).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graph } from '../../scripts/import-graph.mjs';

/** A dist file's chunk name: `chunks/runtime-ui-DRQjo0.js` → `runtime-ui`. */
const nameOf = (file: string) => path.basename(file).replace(/-[\w-]{6}\.js$/, '');

/**
 * The services share no chunk with the blocks. Key/value storage (analytics' visitor and session
 * ids) is their own copy (rollup.config.mjs, COPIED_FOR_SERVICES): taking it from runtime-ui
 * brought the message formatter, the consent store and the dismiss stack to a page with no block,
 * a sixth file. The page view goes by beacon, so the data layer's api-client does not load either.
 */
const SHARED_WITH_BLOCKS: string[] = [];

for (const root of ['dist', 'dist/lite']) {
  describe(`${root}: the site services' closure (issue 13 item 6)`, () => {
    const dist = path.resolve(root);
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as {
      core: string[];
      closures: Record<string, string[]>;
    };
    const chunk = (name: string) => {
      const file = readdirSync(path.join(dist, 'chunks')).find((f) => nameOf(f) === name && f.endsWith('.js'));
      if (!file) throw new Error(`${root} has no chunk ${name}`);
      return path.join(dist, 'chunks', file);
    };
    const relative = (files: string[]) => files.map((file) => path.relative(dist, file).split(path.sep).join('/'));
    const core = new Set(['runtime.js', ...manifest.core]);
    // What the idle import loads (services/idle-services.ts, in runtime-services) and the tracking code
    // it loads when analytics may run (analytics-page), beyond the runtime every page has.
    const services = [...new Set(relative([...graph(chunk('runtime-services')), ...graph(chunk('analytics-page'))]))].filter((f) => !core.has(f));

    it('is the services\' two chunks, nothing else beyond the runtime', () => {
      expect(services.map(nameOf).sort()).toEqual(['analytics-page', 'runtime-services', ...SHARED_WITH_BLOCKS].sort());
    });

    it('shares no chunk with any element, and no element loads the services', () => {
      for (const [tag, closure] of Object.entries(manifest.closures)) {
        const shared = closure.filter((file) => services.includes(file)).map(nameOf);
        expect(shared.filter((name) => !SHARED_WITH_BLOCKS.includes(name)), tag).toEqual([]);
      }
    });
  });
}
