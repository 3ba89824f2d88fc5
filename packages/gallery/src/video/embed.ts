/**
 * A video slide's embed (CONTRACT.md §4: "keeps its embed markup in a <template> child,
 * inserted only when the visitor plays it"). Template content is inert: its iframe asks
 * nothing of anyone until we build the live player here, on play.
 *
 * We do not clone the markup as it is. The live player is rebuilt from an allowlist:
 * only iframe, object, embed and video elements (with their param, source and track
 * children), only the attributes a player needs, only http(s) URLs; scripts, event
 * handler attributes, `srcdoc` and everything else stay behind. DOMPurify would do the
 * same job on a string for ~8 KB; here the markup is already parsed nodes and the
 * allowlist is a dozen names, so a walk is enough (ARCHITECTURE.md: say why).
 *
 * The markup arrives as nodes only, never as a string: turning a string into nodes
 * (DOMParser, innerHTML) is an HTML sink that a page requiring Trusted Types refuses
 * (issue 20), and the sinks' one policy for HTML from outside is DOMPurify's
 * (runtime html/sanitize.ts), which would cost this block its ~8 KB. The server writes the
 * embed into a `<template>` (CONTRACT.md §4), which the browser's own parser made inert.
 */
import { autoplaySrc, httpUrl, providerOf, ratioFromAttributes, videoTypeOf, type VideoProvider, type VideoType } from './video-rules';

/** The template itself or its content (inert nodes the page's parser made). */
export type EmbedInput = HTMLTemplateElement | DocumentFragment | null | undefined;

const PLAYERS = new Set(['iframe', 'object', 'embed', 'video']);
const CHILDREN: Readonly<Record<string, ReadonlySet<string>>> = {
  object: new Set(['param', 'embed']),
  video: new Set(['source', 'track']),
};
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'referrerpolicy', 'name', 'data-provider'],
  object: ['data', 'type', 'width', 'height', 'name', 'title'],
  embed: ['src', 'type', 'width', 'height', 'title'],
  video: ['src', 'poster', 'width', 'height', 'controls', 'playsinline', 'muted', 'loop', 'preload', 'title'],
  param: ['name', 'value'],
  source: ['src', 'type', 'media'],
  track: ['src', 'kind', 'srclang', 'label', 'default'],
};
const URL_ATTRIBUTES = new Set(['src', 'data', 'poster']);
/** The attribute holding the player's address, per element. */
const SOURCE_ATTRIBUTE: Readonly<Record<string, string>> = { iframe: 'src', object: 'data', embed: 'src', video: 'src' };

function rootOf(embed: EmbedInput): ParentNode | null {
  if (embed === null || embed === undefined) return null;
  if ('content' in embed && embed.localName === 'template') return embed.content;
  return embed as DocumentFragment;
}

/** The top-level player elements, in document order (a player inside a player is its child). */
function playersIn(root: ParentNode): Element[] {
  const found: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.children) {
      if (PLAYERS.has(child.localName)) found.push(child);
      else if (child.localName !== 'script' && child.localName !== 'template') walk(child);
    }
  };
  walk(root);
  return found;
}

export interface EmbedInfo {
  type: VideoType;
  provider: VideoProvider;
  /** The first player's aspect ratio from its width and height attributes. */
  ratio: string | null;
  /** The first player's absolute http(s) address, if it has one. */
  url: string | null;
}

/** What an embed holds, read without building anything live. */
export function inspectEmbed(embed: EmbedInput, doc: Document = document): EmbedInfo {
  const root = rootOf(embed);
  const players = root ? playersIn(root) : [];
  const first = players[0];
  if (!first) return { type: 'invalid', provider: 'unknown', ratio: null, url: null };
  const base = doc.baseURI;
  const src = first.getAttribute(SOURCE_ATTRIBUTE[first.localName] ?? 'src');
  const url = httpUrl(src, base)?.href ?? null;
  // A native video may name its files in <source> children only.
  const hasSource = url !== null || (first.localName === 'video' && [...first.children].some((c) => c.localName === 'source' && httpUrl(c.getAttribute('src'), base)));
  return {
    type: hasSource ? videoTypeOf(players.map((p) => p.localName)) : 'invalid',
    provider: providerOf(first.localName, src, first.getAttribute('data-provider'), base),
    ratio: ratioFromAttributes(first.getAttribute('width'), first.getAttribute('height')),
    url,
  };
}

function copy(source: Element, doc: Document): Element | null {
  const name = source.localName;
  const element = doc.createElement(name);
  for (const attribute of ATTRIBUTES[name] ?? []) {
    const value = source.getAttribute(attribute);
    if (value === null) continue;
    if (URL_ATTRIBUTES.has(attribute)) {
      const url = httpUrl(value, doc.baseURI);
      if (url) element.setAttribute(attribute, url.href);
    } else {
      element.setAttribute(attribute, value);
    }
  }
  const allowed = CHILDREN[name];
  if (allowed) {
    for (const child of source.children) {
      if (!allowed.has(child.localName)) continue;
      const copied = copy(child, doc);
      if (copied) element.append(copied);
    }
  }
  const sourceAttribute = SOURCE_ATTRIBUTE[name];
  if (sourceAttribute && !element.hasAttribute(sourceAttribute) && !(name === 'video' && element.querySelector('source'))) return null;
  return element;
}

/**
 * The live player elements for `doc`, ready to insert: allowlisted as above; an iframe
 * gets `allow="autoplay; fullscreen"` (added to what it allowed), a
 * title (its own, else the slide's) and the autoplay address; a native video plays on insert.
 */
export function buildEmbed(embed: EmbedInput, doc: Document, options: { title: string }): Element[] {
  const root = rootOf(embed);
  if (!root) return [];
  const built: Element[] = [];
  for (const player of playersIn(root)) {
    const element = copy(player, doc);
    if (!element) continue;
    if (element.localName === 'iframe') {
      const features = new Set((element.getAttribute('allow') ?? '').split(';').map((f) => f.trim()).filter(Boolean));
      const names = new Set([...features].map((f) => f.split(/\s+/)[0]));
      for (const feature of ['autoplay', 'fullscreen']) if (!names.has(feature)) features.add(feature);
      element.setAttribute('allow', [...features].join('; '));
      // `allow` covers fullscreen; Chromium warns when `allowfullscreen` is there too.
      element.removeAttribute('allowfullscreen');
      if (!element.getAttribute('title')?.trim()) element.setAttribute('title', options.title);
      const provider = providerOf('iframe', element.getAttribute('src'), element.getAttribute('data-provider'), doc.baseURI);
      element.setAttribute('src', autoplaySrc(element.getAttribute('src') ?? '', provider, doc.baseURI));
    } else if (element.localName === 'video') {
      element.setAttribute('autoplay', '');
      if (!element.hasAttribute('controls')) element.setAttribute('controls', '');
      if (!element.getAttribute('title')?.trim()) element.setAttribute('title', options.title);
    } else if (!element.getAttribute('title')?.trim()) {
      element.setAttribute('title', options.title);
    }
    built.push(element);
  }
  return built;
}
