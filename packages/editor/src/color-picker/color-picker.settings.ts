import { derivePalette, FALLBACK_SEED, PALETTE_PRESETS, type Palette } from '@sqs/runtime/contracts/palette';
import { parseBlockData, readSettingsTable, type SettingsOf, type SettingsSchema } from '@sqs/runtime/contracts/block-data';

/**
 * The site palette the swatches and references come from (SPEC.md §3 "Palette colour"): its seed
 * (the accent) and preset; contracts/palette.ts derives the ten colours. `value` is the colour.
 */
export const colorPickerSettings = {
  /** The palette's seed colour (SPEC.md §9 fallback seed #FFAABB). */
  paletteSeed: { type: 'string', default: FALLBACK_SEED },
  palettePreset: { type: 'enum', default: 'Monochrome', values: PALETTE_PRESETS },
} satisfies SettingsSchema;

export type ColorPickerSettings = SettingsOf<typeof colorPickerSettings>;

let last: { key: string; palette: Palette } | null = null;

/** The palette for these settings (derived once per seed and preset). */
export function paletteOf(settings: ColorPickerSettings): Palette {
  const key = `${settings.paletteSeed}\n${settings.palettePreset}`;
  if (last?.key !== key) last = { key, palette: derivePalette(settings.paletteSeed, settings.palettePreset as (typeof PALETTE_PRESETS)[number]) };
  return last.palette;
}

/** The element's palette now, for the value rule (outside a render); the fallback seed's when unreadable. */
export function paletteOfHost(host: Element): Palette {
  const result = readSettingsTable(colorPickerSettings, parseBlockData(host.getAttribute('data-block-json')), (name) => host.getAttribute(name));
  return paletteOf(result.ok ? result.value : { paletteSeed: FALLBACK_SEED, palettePreset: 'Monochrome' });
}
