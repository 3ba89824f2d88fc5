import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** `{"endpoint": "/api/files", "pageSize": 20}`: where the files are, and how many per Load More. */
export const fileManagerSettings = {
  endpoint: { type: 'string', default: '/api/files' },
  pageSize: { type: 'number', default: 20, min: 1, max: 100 },
} satisfies SettingsSchema;

export type FileManagerSettings = SettingsOf<typeof fileManagerSettings>;
