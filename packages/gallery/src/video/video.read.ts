/**
 * Server HTML → video props (CONTRACT.md §4): a poster `<img>` and the embed markup in a
 * `<template>` child, inserted only when the visitor plays. Reads only; never throws: a
 * missing template is an invalid embed (SPEC.md §8), shown as such.
 */
import type { SettingsOf } from '@sqs/runtime/contracts/block-data';
import { inspectEmbed } from './embed';
import { DEFAULT_VIDEO_RATIO, ratioFromAttributes } from './video-rules';
import type { videoSettings } from './video.settings';

/**
 * The server's poster `<img>` is slotted into the overlay as it is: no second copy, the
 * site's CSS still applies, and its own `srcset`/`sizes`/`loading="lazy"` do the
 * responsive work (the image loader's queue is for galleries and `<sqs-image>`; pulling
 * it in here would double this block's size). A poster with only `data-src` shows that.
 */
export interface VideoContent {
  /** There is a poster to show. */
  poster: boolean;
  template: HTMLTemplateElement | null;
  /** The title the markup gives: the embed's iframe title, else the poster's alt text. */
  markupTitle: string;
}

export type VideoProps = SettingsOf<typeof videoSettings> & VideoContent;

/** The video's title: the block's setting, else the one the markup gives. */
export const videoTitle = (props: Pick<VideoProps, 'title' | 'markupTitle'>): string => props.title.trim() || props.markupTitle;

export const posterOf = (host: Element): HTMLImageElement | null =>
  [...host.children].find((child): child is HTMLImageElement => child.localName === 'img') ?? null;

export const templateOf = (host: Element): HTMLTemplateElement | null =>
  [...host.children].find((child): child is HTMLTemplateElement => child.localName === 'template') ?? null;

/** The box's aspect ratio: the embed's width and height, else the poster's, else SPEC.md §9's 56.3 %. */
export function videoRatio(host: Element): string {
  const embed = inspectEmbed(templateOf(host), host.ownerDocument);
  if (embed.ratio) return embed.ratio;
  const poster = posterOf(host);
  if (!poster) return DEFAULT_VIDEO_RATIO;
  // `data-image-dimensions="WxH"` (SPEC.md §3), else the width and height attributes.
  const [w = null, h = null] = (poster.getAttribute('data-image-dimensions') ?? '').split(/x/i);
  return ratioFromAttributes(w, h) ?? ratioFromAttributes(poster.getAttribute('width'), poster.getAttribute('height')) ?? DEFAULT_VIDEO_RATIO;
}

export function readVideo(host: HTMLElement): VideoContent {
  const img = posterOf(host);
  const template = templateOf(host);
  const iframeTitle = template?.content.querySelector('iframe[title]')?.getAttribute('title')?.trim() ?? '';
  const markupTitle = iframeTitle || img?.getAttribute('alt')?.trim() || '';
  const poster = Boolean(img && (img.getAttribute('src') || img.getAttribute('data-src')?.trim()));
  return { markupTitle, poster, template };
}

/** The poster goes to the overlay's `poster` slot (undone if the block fails). */
export function slotVideo(host: HTMLElement, props: VideoContent): () => void {
  const img = posterOf(host);
  if (!props.poster || !img) return () => {};
  const dataSrc = img.getAttribute('data-src')?.trim();
  if (dataSrc && !img.getAttribute('src')) img.setAttribute('src', dataSrc);
  const previous = img.getAttribute('slot');
  img.slot = 'poster';
  return () => {
    if (previous === null) img.removeAttribute('slot');
    else img.slot = previous;
  };
}

/** A click held on the server poster before the upgrade lands on the play control. */
export function videoReplayTarget(host: HTMLElement, target: Element): Element | null {
  if (!host.contains(target)) return null;
  return host.shadowRoot?.querySelector('.sqs-video-play') ?? null;
}
