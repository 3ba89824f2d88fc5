/**
 * Which index a key moves focus to in a row of controls (WAI-ARIA Authoring Practices:
 * accordion headers with Up/Down/Home/End, tabs with Left/Right/Home/End). Pure.
 * Returns null for keys that do not move focus.
 */
export type Orientation = 'horizontal' | 'vertical';

export function nextIndex(key: string, current: number, count: number, orientation: Orientation, wrap = true): number | null {
  if (count <= 0) return null;
  const [back, forward] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case back:
      return current > 0 ? current - 1 : wrap ? count - 1 : 0;
    case forward:
      return current < count - 1 ? current + 1 : wrap ? 0 : count - 1;
    default:
      return null;
  }
}
