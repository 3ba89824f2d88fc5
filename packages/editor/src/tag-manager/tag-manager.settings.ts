import { parseBlockData, readSettingsTable, type SettingsOf, type SettingsSchema } from '@sqs/runtime/contracts/block-data';
import { TAG_TYPES, type TagType } from './tag-manager.logic';

/** `{"tagType": "category", "collectionId": "blog"}`; without a collection the list is the value alone. */
export const tagManagerSettings = {
  /** Tags (50 characters each) or categories (25), SPEC.md §5. */
  tagType: { type: 'enum', default: 'tag', values: TAG_TYPES },
  /** The collection whose names the reference backend keeps (`/api/editor/taxonomy`); '' for none. */
  collectionId: { type: 'string', default: '' },
} satisfies SettingsSchema;

export type TagManagerSettings = SettingsOf<typeof tagManagerSettings>;

/** The element's type now, for the value rule (outside a render); 'tag' when unreadable. */
export function tagTypeOf(host: Element): TagType {
  const result = readSettingsTable(tagManagerSettings, parseBlockData(host.getAttribute('data-block-json')), (name) => host.getAttribute(name));
  return result.ok ? (result.value.tagType as TagType) : 'tag';
}
