/** sqs-chart's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface ChartEvents {
  /** The visitor showed or hid the data table (the accessible data view). */
  'sqs-chart-table-toggle': { shown: boolean };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends ChartEvents {}
}

export const chartEvents = {
  'sqs-chart-table-toggle': { on: ['sqs-chart'], summary: 'The data table was shown or hidden.' },
} as const satisfies EventTable<ChartEvents>;
