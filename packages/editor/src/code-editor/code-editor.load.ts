/**
 * Loading CodeMirror's chunk (codemirror-editor.ts and what it bundles), again after a failure.
 * A browser keeps a dynamic import that failed (network loss, a 503) in its module map for good:
 * importing the same URL again fails at once without a request. So after a failure the next
 * editor that opens asks for the chunk's URL with a query of its own, a new module to the
 * browser, the same file to the server (issue 17: "retry on the next open").
 */
type CodeEditorModule = typeof import('./codemirror-editor');

let retryUrl: string | null = null;
let attempt = 0;

/** The chunk's URL: in the error's text (Chromium, Firefox), else the last request for it (Safari says no URL). */
function failedUrlOf(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  const inText = /(https?:\/\/\S+?\.js)\b/.exec(text)?.[1];
  if (inText) return inText;
  const requested = performance.getEntriesByType('resource').filter((entry) => /\/codemirror-core-[\w-]+\.js(\?|$)/.test(entry.name));
  return requested.at(-1)?.name.replace(/\?.*$/, '') ?? null;
}

export async function loadCodeEditor(): Promise<CodeEditorModule> {
  try {
    if (retryUrl === null) return await import('./codemirror-editor');
    attempt += 1;
    const chunk = (await import(/* @vite-ignore */ `${retryUrl}?retry=${attempt}`)) as Record<string, unknown>;
    // The bundler exports this module's namespace from the chunk under a name of its own.
    const found = [chunk, ...Object.values(chunk)].find((value) => typeof (value as Partial<CodeEditorModule> | null)?.createCodeEditor === 'function');
    if (!found) throw new Error('the code editor chunk has no createCodeEditor');
    return found as CodeEditorModule;
  } catch (error) {
    retryUrl ??= failedUrlOf(error);
    throw error;
  }
}
