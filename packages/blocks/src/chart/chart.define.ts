import { defineElement } from '../shared/define-element';
import { SqsChartElement } from './chart.element';

defineElement('sqs-chart', SqsChartElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-chart': SqsChartElement;
  }
}
