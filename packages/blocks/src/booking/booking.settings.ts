/**
 * The booking blocks' settings: the block JSON's `source` (the provider's script URL) and the
 * whole JSON, which each adapter reads for its own keys (Tock's `businessName`, Acuity's `owner`).
 */
import type { SettingsReader } from '@sqs/runtime/contracts/block-data';

export interface BookingSettings {
  source: string;
  data: Readonly<Record<string, unknown>>;
}

export const bookingSettings: SettingsReader<BookingSettings> = {
  attributes: [],
  read(blockData) {
    if (!blockData.ok) return { ok: false, error: blockData.detail };
    const { data } = blockData;
    const source = Object.hasOwn(data, 'source') && typeof data.source === 'string' ? data.source : '';
    return { ok: true, value: { source, data }, warnings: [] };
  },
};
