import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { continuesRun, diff, editKind, EditHistory, GROUP_DELAY_MS, MAX_CHARS, MAX_STEPS, type EditMark } from './rich-text-toolbar.history';

const mark = (extra: Partial<EditMark> = {}): EditMark => ({ kind: 'insert', time: 0, text: 'a', place: '0:1', ...extra });
const never = (): string[] => {
  throw new Error('the state was known: it must not be read again');
};

describe('which edits make one step', () => {
  it('an input type is inserting, deleting, composing or anything else', () => {
    expect(editKind('insertText')).toBe('insert');
    expect(editKind('deleteContentBackward')).toBe('delete');
    expect(editKind('deleteWordForward')).toBe('delete');
    expect(editKind('insertCompositionText')).toBe('compose');
    for (const other of ['insertParagraph', 'insertFromDrop', 'deleteByCut', 'formatBold', 'insertFromPaste']) expect(editKind(other)).toBe('other');
  });

  it('typing on at the caret the last keystroke left, soon enough, is one run', () => {
    expect(continuesRun(mark(), mark({ time: GROUP_DELAY_MS - 1 }))).toBe(true);
    expect(continuesRun(mark({ kind: 'delete', text: '' }), mark({ kind: 'delete', text: '', time: 10 }))).toBe(true);
  });

  it('a pause, a caret moved, another kind, a new word or any other edit starts a step', () => {
    expect(continuesRun(null, mark())).toBe(false);
    expect(continuesRun(mark(), mark({ time: GROUP_DELAY_MS }))).toBe(false);
    expect(continuesRun(mark(), mark({ place: '3:0' }))).toBe(false);
    expect(continuesRun(mark(), mark({ kind: 'delete' }))).toBe(false);
    expect(continuesRun(mark({ kind: 'other' }), mark({ kind: 'other' }))).toBe(false);
    // "soup of": the space after "soup" begins the step of " of"; spaces in a row stay together.
    expect(continuesRun(mark({ text: 'p' }), mark({ text: ' ' }))).toBe(false);
    expect(continuesRun(mark({ text: ' ' }), mark({ text: 'o' }))).toBe(true);
    expect(continuesRun(mark({ text: ' ' }), mark({ text: ' ' }))).toBe(true);
  });

  it("an input method's composition is one step wherever its caret goes", () => {
    expect(continuesRun(mark({ kind: 'compose' }), mark({ kind: 'compose', place: '0:9', time: GROUP_DELAY_MS * 5 }))).toBe(true);
  });
});

describe('a step keeps only the blocks it changed', () => {
  it('between the common beginning and end', () => {
    expect(diff(['a', 'b', 'c'], ['a', 'B', 'c'])).toEqual({ at: 1, before: ['b'], after: ['B'] });
    expect(diff(['a', 'c'], ['a', 'b', 'c'])).toEqual({ at: 1, before: [], after: ['b'] });
    expect(diff(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual({ at: 3, before: [], after: [] });
    // A repeated block is not counted twice by the beginning and the end.
    expect(diff(['x'], ['x', 'x'])).toEqual({ at: 1, before: [], after: ['x'] });
  });

  it('takes any state to any other (property)', () => {
    const state = fc.array(fc.constantFrom('<p>a</p>', '<p>b</p>', '<h2>c</h2>', ''), { maxLength: 12 });
    fc.assert(
      fc.property(state, state, (from, to) => {
        const { at, before, after } = diff(from, to);
        expect([...from.slice(0, at), ...after, ...from.slice(at + before.length)]).toEqual(to);
      }),
    );
  });
});

describe('the history', () => {
  it('undoes and redoes steps in order, with the selection before and after each', () => {
    const history = new EditHistory<string>();
    history.begin('caret at start', () => ['<p>Hi</p>']);
    history.record(['<p align="center">Hi</p>'], 'after align');
    history.close();
    history.begin('before typing', never);
    history.record(['<p align="center">Hi!</p>'], 'after typing');
    history.close();
    expect(history.undo()).toEqual({ state: ['<p align="center">Hi</p>'], selection: 'before typing' });
    expect(history.undo()).toEqual({ state: ['<p>Hi</p>'], selection: 'caret at start' });
    expect(history.undo()).toBe(null);
    expect(history.redo()).toEqual({ state: ['<p align="center">Hi</p>'], selection: 'after align' });
    expect(history.redo()).toEqual({ state: ['<p align="center">Hi!</p>'], selection: 'after typing' });
    expect(history.redo()).toBe(null);
  });

  it('an open group takes every record as one step (a run of typing, a paste going in by slices)', () => {
    const history = new EditHistory<number>();
    history.begin(0, () => ['<p>Hello</p>']);
    const slices = ['<p>1</p>', '<p>2</p>', '<p>3</p>'];
    for (let n = 1; n <= slices.length; n += 1) history.record(['<p>Hello</p>', ...slices.slice(0, n)], n);
    history.close();
    expect(history.size).toBe(1);
    expect(history.undo()).toEqual({ state: ['<p>Hello</p>'], selection: 0 });
    expect(history.redo()).toEqual({ state: ['<p>Hello</p>', ...slices], selection: 3 });
  });

  it('a group that changed nothing leaves no step; an edit nobody announced is a step of its own', () => {
    const history = new EditHistory<number>();
    history.begin(0, () => ['<p>a</p>']);
    history.record(['<p>ab</p>'], 1);
    history.record(['<p>a</p>'], 2);
    history.close();
    expect(history.canUndo).toBe(false);
    history.record(['<p>a</p>', '<p>dropped</p>'], 3);
    expect(history.undo()).toEqual({ state: ['<p>a</p>'], selection: 3 });
  });

  it('a new edit after an undo forgets the redo', () => {
    const history = new EditHistory<number>();
    history.begin(0, () => ['a']);
    history.record(['b'], 1);
    history.close();
    history.undo();
    expect(history.canRedo).toBe(true);
    history.begin(2, never);
    history.record(['c'], 3);
    expect(history.canRedo).toBe(false);
    expect(history.undo()?.state).toEqual(['a']);
  });

  it(`keeps ${MAX_STEPS} steps, the oldest going first`, () => {
    const history = new EditHistory<number>();
    history.begin(0, () => ['0']);
    history.close();
    for (let n = 1; n <= MAX_STEPS + 20; n += 1) {
      history.begin(n, never);
      history.record([String(n)], n);
      history.close();
    }
    expect(history.size).toBe(MAX_STEPS);
    let last: string[] = [];
    for (let to = history.undo(); to; to = history.undo()) last = to.state;
    expect(last).toEqual(['20']);
  });

  it(`keeps at most ${MAX_CHARS} characters of steps, but always the newest`, () => {
    const history = new EditHistory<number>();
    const big = (c: string) => c.repeat(MAX_CHARS / 4);
    history.begin(0, () => ['']);
    for (const c of ['a', 'b', 'c']) {
      history.begin(0, never);
      history.record([big(c)], 0);
      history.close();
    }
    // Steps '' -> a -> b -> c keep a quarter, a half and a half of the cap: the oldest goes.
    expect(history.size).toBe(2);
    history.begin(0, never);
    history.record(['x'.repeat(MAX_CHARS * 2)], 0);
    history.close();
    expect(history.size).toBe(1);
    expect(history.undo()?.state).toEqual([big('c')]);
  });

  it('clear forgets the steps and the state (read again at the next step)', () => {
    const history = new EditHistory<number>();
    history.begin(0, () => ['a']);
    history.record(['b'], 1);
    history.clear();
    expect(history.known).toBe(false);
    expect(history.undo()).toBe(null);
    history.begin(0, () => ['z']);
    history.record(['zz'], 1);
    expect(history.undo()?.state).toEqual(['z']);
  });

  it('undoing every step gives the first state, redoing them all the last (property)', () => {
    const state = fc.array(fc.constantFrom('<p>a</p>', '<p>b</p>', '<ul><li>c</li></ul>'), { maxLength: 6 });
    fc.assert(
      fc.property(state, fc.array(state, { minLength: 1, maxLength: 8 }), (first, edits) => {
        const history = new EditHistory<null>();
        history.begin(null, () => first);
        history.close();
        for (const edit of edits) {
          history.begin(null, never);
          history.record(edit, null);
          history.close();
        }
        let state: string[] = edits.at(-1)!;
        for (let to = history.undo(); to; to = history.undo()) state = to.state;
        expect(state).toEqual(first);
        for (let to = history.redo(); to; to = history.redo()) state = to.state;
        expect(state).toEqual(edits.at(-1));
      }),
    );
  });
});
