import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setMessages } from '../../contracts/messages';
import {
  initialFocusIndex,
  DIALOG_PADDING,
  DIALOG_WIDTH,
  DIALOG_Z_INDEX,
  HIDE_FALLBACK_MS,
  normaliseAlert,
  normaliseConfirm,
  OVERLAY_Z_INDEX,
  TOAST_DURATION_MS,
  toastDuration,
  toastText,
} from './dialog-defaults';

afterEach(() => setMessages({}));

describe('dialog constants (SPEC.md §9)', () => {
  it('are the specified ones', () => {
    expect([DIALOG_WIDTH, DIALOG_PADDING, HIDE_FALLBACK_MS, TOAST_DURATION_MS, OVERLAY_Z_INDEX, DIALOG_Z_INDEX]).toEqual([
      350, 20, 600, 2000, 10000000, 30000,
    ]);
  });
});

describe('normaliseConfirm', () => {
  it('defaults to Cancel then Confirm, 350 wide, 20 padding, destroyed', () => {
    expect(normaliseConfirm({ title: 'Delete file?', message: 'Sure?' })).toEqual({
      title: 'Delete file?',
      message: 'Sure?',
      buttons: [
        { value: 'cancel', text: 'Cancel' },
        { value: 'confirm', text: 'Confirm' },
      ],
      width: 350,
      padding: 20,
      destroy: true,
    });
  });

  it('adds Reject only when asked, with its default or given text', () => {
    expect(normaliseConfirm({ rejectText: true }).buttons.map((b) => b.text)).toEqual(['Cancel', 'Reject', 'Confirm']);
    expect(normaliseConfirm({ rejectText: 'Discard' }).buttons.map((b) => b.value)).toEqual(['cancel', 'reject', 'confirm']);
    expect(normaliseConfirm({ rejectText: 'Discard' }).buttons[1]?.text).toBe('Discard');
    expect(normaliseConfirm({ rejectText: false }).buttons).toHaveLength(2);
    expect(normaliseConfirm({ rejectText: '  ' }).buttons).toHaveLength(2);
  });

  it('takes given texts and sizes, keeps the closed dialog when destroy is false', () => {
    const d = normaliseConfirm({ confirmText: 'Delete', cancelText: 'Keep', width: 420, padding: 0, destroy: false });
    expect(d.buttons.map((b) => b.text)).toEqual(['Keep', 'Delete']);
    expect([d.width, d.padding, d.destroy]).toEqual([420, 0, false]);
  });

  it('translates the defaults through the message table', () => {
    setMessages({ 'dialog.confirm': 'Bestätigen', 'dialog.cancel': 'Abbrechen', 'dialog.reject': 'Ablehnen', 'dialog.okay': 'OK' });
    expect(normaliseConfirm({ rejectText: true }).buttons.map((b) => b.text)).toEqual(['Abbrechen', 'Ablehnen', 'Bestätigen']);
    expect(normaliseAlert({}).buttons[0]?.text).toBe('OK');
  });

  it('never throws and always yields a showable dialog, whatever a page passes', () => {
    fc.assert(
      fc.property(fc.anything(), (options) => {
        const d = normaliseConfirm(options as never);
        expect(d.buttons.at(0)?.value).toBe('cancel');
        expect(d.buttons.at(-1)?.value).toBe('confirm');
        expect(d.buttons.every((b) => b.text.trim() !== '')).toBe(true);
        expect(Number.isFinite(d.width) && d.width >= 1).toBe(true);
        expect(Number.isFinite(d.padding) && d.padding >= 0).toBe(true);
        expect(typeof d.title === 'string' && typeof d.message === 'string').toBe(true);
      }),
    );
  });
});

describe('initialFocusIndex (issue 19: the safe choice first)', () => {
  it('focuses Cancel in a confirmation, with or without Reject', () => {
    expect(initialFocusIndex(['cancel', 'confirm'], 'cancel')).toBe(0);
    expect(initialFocusIndex(['cancel', 'reject', 'confirm'], 'cancel')).toBe(0);
  });
  it('focuses the primary (last) button when there is no safe choice', () => {
    expect(initialFocusIndex(['confirm'], 'cancel')).toBe(0);
    expect(initialFocusIndex(['later', 'reload'], 'cancel')).toBe(1);
    expect(initialFocusIndex(['cancel'], 'cancel')).toBe(0);
  });
});

describe('normaliseAlert', () => {
  it('is a single Okay button', () => {
    expect(normaliseAlert({ title: 'Logout Successful' }).buttons).toEqual([{ value: 'confirm', text: 'Okay' }]);
    expect(normaliseAlert({ okText: 'Got it' }).buttons[0]?.text).toBe('Got it');
    expect(normaliseAlert(null).destroy).toBe(true);
  });
});

describe('toasts', () => {
  it('last 2000 ms unless given a positive duration', () => {
    expect(toastDuration(undefined)).toBe(2000);
    expect(toastDuration({ duration: 500 })).toBe(500);
    for (const bad of [0, -1, Number.NaN, Infinity, '300']) expect(toastDuration({ duration: bad as number })).toBe(2000);
  });
  it('show text, numbers and booleans, and nothing for empty or other values', () => {
    expect(toastText('Saved')).toBe('Saved');
    expect(toastText(3)).toBe('3');
    expect(toastText('')).toBe(null);
    expect(toastText({})).toBe(null);
  });
});
