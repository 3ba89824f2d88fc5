// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fallbackReason } from '@sqs/runtime/contracts/block-data';
import { NO_TEXT, readScaledText } from './scaled-text.read';

const host = (html: string) => {
  const doc = new DOMParser().parseFromString(`<sqs-scaled-text>${html}</sqs-scaled-text>`, 'text/html');
  return doc.querySelector('sqs-scaled-text') as HTMLElement;
};

describe('scaled text: reader', () => {
  it('reads the element text, whitespace folded', () => {
    expect(readScaledText(host('  Fresh <b>bread</b>\n daily '))).toEqual({ text: 'Fresh bread daily' });
  });

  it('keeps the fallback when there is no text', () => {
    expect(fallbackReason(readScaledText(host('  <img alt="">  ')))).toBe(NO_TEXT);
  });
});
