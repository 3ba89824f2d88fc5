/**
 * Menu block state (SPEC.md §2 "Menu block"): tabbed labels, one panel at a time;
 * Enter or Space selects; Left and Right move between tabs and wrap. Selection
 * follows Enter/Space, not focus (WAI-ARIA tabs with manual activation), so moving
 * along the labels never swaps the visible menu under the visitor. Pure.
 */
export interface MenuState {
  readonly selected: number;
  readonly focused: number;
}

export function initialMenuState(count: number, requested: number): MenuState {
  const selected = count === 0 ? 0 : Math.min(Math.max(0, Math.trunc(requested) || 0), count - 1);
  return { selected, focused: selected };
}

export function selectTab(state: MenuState, index: number, count: number): MenuState {
  if (index < 0 || index >= count || index === state.selected) return state;
  return { selected: index, focused: index };
}

export function focusTab(state: MenuState, index: number, count: number): MenuState {
  if (index < 0 || index >= count || index === state.focused) return state;
  return { ...state, focused: index };
}
