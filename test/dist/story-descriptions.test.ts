// Issue 19 item 5: every story's docs page shows a description. Storybook's docs addon takes it
// from the JSDoc comment above the story's export, or from `parameters.docs.description.story`
// (which the gallery's `story(description, …)` helper sets).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const files = readdirSync('stories').filter((f) => f.endsWith('.stories.ts')).sort();

/** The stories of a file without a description, by export name. */
function undescribed(source: string): string[] {
  const lines = source.split('\n');
  const missing: string[] = [];
  lines.forEach((line, index) => {
    const name = /^export const (\w+)/.exec(line)?.[1];
    if (!name) return;
    if (lines[index - 1]?.trim().endsWith('*/')) return;
    // The story's own text: up to the next export.
    const end = lines.findIndex((l, i) => i > index && l.startsWith('export '));
    const body = lines.slice(index, end === -1 ? undefined : end).join('\n');
    if (/description:\s*\{\s*story:/.test(body) || /=\s*(story|strip)\(|\.\.\.(story|strip)\(/.test(body)) return;
    missing.push(name);
  });
  return missing;
}

describe('story descriptions (issue 19)', () => {
  it('finds the stories', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });
  for (const file of files) {
    it(`${file}: every story has a description`, () => {
      expect(undescribed(readFileSync(`stories/${file}`, 'utf8'))).toEqual([]);
    });
  }
});
