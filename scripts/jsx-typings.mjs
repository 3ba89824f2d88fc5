/**
 * JSX typings for React apps that use the tags (CONTRACT.md §2 dist/types/), generated
 * from custom-elements.json so they can never disagree with the manifest.
 *
 * Each tag gets only its own attributes (a fixed set of values is the union the manifest
 * gives) and one `on<event>` prop per event it fires, typed from the one event map
 * (React 19 adds a listener for an `on…` prop on a custom element; issue 19).
 */
const quote = (name) => JSON.stringify(name);

function attributeType(text = 'string') {
  // HTML boolean attributes: present means true, so React users pass true or ''.
  if (text === 'boolean') return "boolean | ''";
  if (text === 'number') return 'number | string';
  return text;
}

export function jsxTypings(manifest, eventsModule = './events') {
  const elements = manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((d) => d.customElement && d.tagName)
      .map((d) => ({ tag: d.tagName, attributes: d.attributes ?? [], events: d.events ?? [], summary: d.summary ?? '' })),
  );
  const lines = [
    '// Generated from custom-elements.json by scripts/jsx-typings.mjs.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    `import type { SqsEventMap } from '${eventsModule}';`,
    '',
    'type SqsBase = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;',
    '/** The listener of an event the element fires: its detail typed from SqsEventMap. */',
    'type SqsListener<K extends string> = (event: CustomEvent<K extends keyof SqsEventMap ? SqsEventMap[K] : unknown>) => void;',
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
    for (const event of element.events) {
      // A form control's native `input` and `change` are React's own onInput and onChange.
      if (!event.name?.startsWith('sqs-')) continue;
      if (event.description) lines.push(`        /** ${event.description.replace(/\*\//g, '*\\/')} */`);
      lines.push(`        ${quote(`on${event.name}`)}?: SqsListener<${quote(event.name)}>;`);
    }
    lines.push('      };');
  }
  lines.push('    }', '  }', '}', '');
  return lines.join('\n');
}
