/**
 * Where the page is shown (SPEC.md §2): the top window, the editor itself (a path under
 * /config), or the editor's preview frame (a site page in a frame whose top is under
 * /config). Reading `top.location` of a cross-origin parent throws, and a site embedded by
 * another origin is not in our editor, so an unreadable top counts as "not the editor".
 */
import { isEditorPath } from './editor-rules';

export interface FrameState {
  isTop: boolean;
  /** This page is the editor, or is shown inside it. */
  inEditor: boolean;
  /** This page is a site page inside the editor's frame. */
  inEditorFrame: boolean;
  /** The top window when it is the editor and readable (same origin), else null. */
  editorTop: Window | null;
}

/** Pure core: `topPath` is null when the top window could not be read. */
export function frameStateOf(input: { isTop: boolean; ownPath: string; topPath: string | null }): Omit<FrameState, 'editorTop'> {
  const topIsEditor = input.topPath !== null && isEditorPath(input.topPath);
  if (input.isTop) return { isTop: true, inEditor: isEditorPath(input.ownPath), inEditorFrame: false };
  return { isTop: false, inEditor: topIsEditor, inEditorFrame: topIsEditor && !isEditorPath(input.ownPath) };
}

export function readFrameState(win: Window): FrameState {
  let top: Window | null = null;
  try {
    top = win.top;
  } catch {
    /* no top to compare with */
  }
  const isTop = !top || top === win;
  let topPath: string | null = null;
  if (top && !isTop) {
    try {
      topPath = top.location.pathname;
    } catch {
      /* cross-origin parent: not our editor */
    }
  }
  const state = frameStateOf({ isTop, ownPath: win.location.pathname, topPath });
  return { ...state, editorTop: state.inEditor ? (top ?? win) : null };
}
