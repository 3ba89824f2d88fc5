/**
 * One shape for every captcha provider (SPEC.md §9 "Captcha containers rendered once,
 * resettable and destroyable"; compact below 320 px wide, else normal).
 */
export type CaptchaSize = 'compact' | 'normal';

export interface CaptchaAdapter {
  /** Renders the widget into `container` once; later calls are ignored. */
  render(container: HTMLElement, options: { size: CaptchaSize; onChange(token: string | null): void }): Promise<void>;
  /** The current token, or null while the visitor has not completed it. */
  token(): string | null;
  /** After a failed submit (SPEC.md §4): the visitor solves it again. */
  reset(): void;
  destroy(): void;
}
