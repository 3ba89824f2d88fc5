/** sqs-chart's settings: `{"type": "bar" | "line" | "pie"}`, a title, and an optional dataset (`data`, rows). */
import { readSettingsTable, tableAttributes, type SettingsReader, type SettingsSchema } from '@sqs/runtime/contracts/block-data';
import { CHART_TYPES, datasetFromJson, type ChartType, type Dataset } from './chart.logic';

const table = {
  type: { type: 'enum', default: 'bar', values: CHART_TYPES },
  /** The chart's name (its accessible name); the table's `<caption>` when not given. */
  title: { type: 'string', default: '', attribute: 'chart-title' },
} satisfies SettingsSchema;

export interface ChartSettings {
  type: ChartType;
  title: string;
  /** The block JSON's dataset, which wins over the table; null: the table says it. */
  jsonData: Dataset | null;
  /** The JSON had a `data` key that gave nothing drawable. */
  jsonDataEmpty: boolean;
}

export const chartSettings: SettingsReader<ChartSettings> = {
  attributes: tableAttributes(table),
  read(data, attribute) {
    const base = readSettingsTable(table, data, attribute);
    if (!base.ok || !data.ok) return base.ok ? { ok: false, error: 'no data' } : base;
    const jsonData = datasetFromJson(data.data);
    return {
      ok: true,
      value: { type: base.value.type as ChartType, title: base.value.title, jsonData, jsonDataEmpty: Object.hasOwn(data.data, 'data') && !jsonData },
      warnings: base.warnings,
    };
  },
};
