/**
 * JSX typings for React apps that use the tags (CONTRACT.md §2 dist/types/), generated
 * from custom-elements.json so they can never disagree with the manifest.
 */
const quote = (name) => JSON.stringify(name);

function attributeType(text = 'string') {
  // HTML boolean attributes: present means true, so React users pass true or ''.
  if (text === 'boolean') return "boolean | ''";
  if (text === 'number') return 'number | string';
  return text;
}

export function jsxTypings(manifest) {
  const elements = manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((d) => d.customElement && d.tagName)
      .map((d) => ({ tag: d.tagName, attributes: d.attributes ?? [], summary: d.summary ?? '' })),
  );
  const lines = [
    '// Generated from custom-elements.json by scripts/jsx-typings.mjs.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
    'type SqsBase = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
  ];
  for (const element of elements) {
    lines.push(`      /** ${element.summary} */`);
    lines.push(`      ${quote(element.tag)}: SqsBase & {`);
    for (const attribute of element.attributes) {
      if (attribute.description) lines.push(`        /** ${attribute.description.replace(/\*\//g, '*\\/')} */`);
      lines.push(`        ${quote(attribute.name)}?: ${attributeType(attribute.type?.text)};`);
    }
    lines.push('      };');
  }
  lines.push('    }', '  }', '}', '');
  return lines.join('\n');
}
