/**
 * sqs-audio's settings: the block JSON's tracks (`{"title", "audioAssetUrl"}` or
 * `{"tracks": […]}`) plus a title for an album. Not a table: a table cannot say a list.
 */
import { readSettingsTable, tableAttributes, type SettingsReader, type SettingsSchema } from '@sqs/runtime/contracts/block-data';
import { capTracks, tracksFromJson, ALBUM_TRACK_CAP, type AudioTrack } from './audio.logic';

const table = {
  /** The album's (or the single track's) name, shown above the track list. */
  albumTitle: { type: 'string', default: '' },
} satisfies SettingsSchema;

export interface AudioSettings {
  albumTitle: string;
  /** Tracks from the block JSON (capped at 60), or null: the server's `<audio>` elements say them. */
  jsonTracks: AudioTrack[] | null;
}

export const tooManyTracks = (count: number) => `album of ${count} tracks: only the first ${ALBUM_TRACK_CAP} are kept (SPEC.md §9)`;

export const audioSettings: SettingsReader<AudioSettings> = {
  attributes: tableAttributes(table),
  read(data, attribute) {
    const base = readSettingsTable(table, data, attribute);
    if (!base.ok || !data.ok) return base.ok ? { ok: false, error: 'no data' } : base;
    const found = tracksFromJson(data.data);
    const warnings = [...base.warnings];
    let jsonTracks: AudioTrack[] | null = null;
    if (found && found.length > 0) {
      const capped = capTracks(found);
      if (capped.cut > 0) warnings.push(tooManyTracks(found.length));
      jsonTracks = capped.tracks;
    }
    return { ok: true, value: { albumTitle: base.value.albumTitle, jsonTracks }, warnings };
  },
};
