import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { userEvent, waitFor } from 'storybook/test';
import '../packages/editor/src/file-manager/file-manager.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Editor/sqs-file-manager',
  parameters: {
    docs: {
      description: {
        component:
          "The editor's file manager as a form control: Upload File, Existing Files, File Detail, Choose File, Rename, Delete. The stories answer the file API with a STAND-IN (Storybook has no backend); `/editor` on the reference backend (`npm start`) is the real thing.",
      },
    },
  },
};
export default meta;

const ENDPOINT = '/story/files';
const file = (n: number, name: string, type: string, size: number) => ({
  id: n.toString(16).padStart(24, '0'),
  name,
  type,
  size,
  version: 1,
  url: `/s/${n.toString(16).padStart(24, '0')}`,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
});
const FILES = [file(1, 'Menu (spring).pdf', 'application/pdf', 1_250_000), file(2, 'Logo.png', 'image/png', 4200), file(3, 'Opening hours.txt', 'text/plain', 312)];
const PAGE = { files: FILES, nextCursor: 3, total: 9, maxBytes: 20_000_000 };

type Answer = { status: number; body?: unknown } | 'never';
interface StandIn {
  list?: Answer;
  rename?: Answer;
  /** How an upload goes: held at 40 % forever, or answered with this status and body. */
  upload?: 'hold' | { status: number; body: unknown };
}

/**
 * STAND-IN for the file API: `window.fetch` for the list and rename, `XMLHttpRequest` for uploads
 * (the element's progress comes from XHR). Everything else passes through; the cleanup restores both.
 */
function standIn(api: StandIn): () => void {
  const originalFetch = window.fetch;
  const OriginalXhr = window.XMLHttpRequest;
  const json = (answer: Answer) =>
    answer === 'never'
      ? new Promise<Response>(() => {})
      : Promise.resolve(new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }));
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.pathname.startsWith(ENDPOINT)) return originalFetch.call(window, input, init);
    if (url.pathname.endsWith('/name')) return json(api.rename ?? { status: 500, body: { error: 'Internal server error. Please try again later.' } });
    return json(api.list ?? { status: 200, body: PAGE });
  };
  class StandInXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: { loaded: number }) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: Blob) {
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: Math.round(body.size * 0.4) });
        const answer = api.upload ?? 'hold';
        if (answer === 'hold') return;
        this.upload.onload?.();
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  window.XMLHttpRequest = StandInXhr as unknown as typeof XMLHttpRequest;
  return () => {
    window.fetch = originalFetch;
    window.XMLHttpRequest = OriginalXhr;
  };
}

const manager = (attributes = '') =>
  serverHtml(`<form><label for="f">Download file</label> <sqs-file-manager id="f" name="download" endpoint="${ENDPOINT}" data-load-on="eager" ${attributes}></sqs-file-manager></form>`);

const shadowOf = (canvas: HTMLElement) => canvas.querySelector('sqs-file-manager')!.shadowRoot!;
const listed = (canvas: HTMLElement) => waitFor(() => shadowOf(canvas).querySelector('[part="file"]') ?? Promise.reject(new Error('not listed')));
const chooseFiles = (canvas: HTMLElement, files: File[]) => {
  const input = shadowOf(canvas).querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  for (const f of files) transfer.items.add(f);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const openDetail = async (canvas: HTMLElement) => {
  await userEvent.click(await listed(canvas));
  return waitFor(() => shadowOf(canvas).querySelector<HTMLElement>('[part="rename"]') ?? Promise.reject(new Error('no detail')));
};

/** The stand-in lists three files (a PDF, a PNG, a text file) of nine: check the Existing Files list with each file's name, type and size. */
export const ExistingFiles: StoryObj = { beforeEach: () => standIn({}), render: () => manager() };
/** The stand-in answers with no files: the empty Existing Files state, with Upload File still offered. */
export const Empty: StoryObj = {
  beforeEach: () => standIn({ list: { status: 200, body: { files: [], nextCursor: null, total: 0, maxBytes: 20_000_000 } } }),
  render: () => manager(),
};
/** The list request never answers: the loading state stays on screen. */
export const Loading: StoryObj = { beforeEach: () => standIn({ list: 'never' }), render: () => manager() };
/** The list request fails with 500: check the failure message shown in place of the list. */
export const LoadFailed: StoryObj = { beforeEach: () => standIn({ list: { status: 500 } }), render: () => manager() };
/** `value` set to Logo.png's URL: that file shows as the chosen one, and the form submits its URL under `download`. */
export const Chosen: StoryObj = { beforeEach: () => standIn({}), render: () => manager(`value="${FILES[1]!.url}"`) };
/** With `disabled`: check that no file can be chosen, uploaded, renamed or deleted. */
export const Disabled: StoryObj = { beforeEach: () => standIn({}), render: () => manager('disabled') };

/** Plays a click on the first listed file: the File Detail view is open check its Rename field and the Choose File and Delete actions. */
export const FileDetail: StoryObj = {
  beforeEach: () => standIn({}),
  render: () => manager(),
  play: async ({ canvasElement }) => void (await openDetail(canvasElement)),
};

/** Plays choosing two files (Poster.pdf and Notes.txt) while the stand-in holds uploads at 40 %: check the per-file progress shown. */
export const Uploading: StoryObj = {
  beforeEach: () => standIn({ upload: 'hold' }),
  render: () => manager(),
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    chooseFiles(canvasElement, [new File(['a'.repeat(5000)], 'Poster.pdf', { type: 'application/pdf' }), new File(['b'.repeat(900)], 'Notes.txt', { type: 'text/plain' })]);
  },
};

/** With a 1 MB limit, plays choosing an HTML file and a video over the limit: both are refused before any upload, each with its reason. */
export const RefusedBeforeUpload: StoryObj = {
  beforeEach: () => standIn({ list: { status: 200, body: { ...PAGE, maxBytes: 1_000_000 } } }),
  render: () => manager(),
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    chooseFiles(canvasElement, [new File(['<p>'], 'page.html', { type: 'text/html' }), new File([new Uint8Array(1_000_001)], 'film.mp4', { type: 'video/mp4' })]);
  },
};

/** Plays choosing holiday.jpg and the stand-in answers 415: the server's message ("Programs and scripts cannot be uploaded.") is shown for that upload. */
export const UploadFailed: StoryObj = {
  beforeEach: () => standIn({ upload: { status: 415, body: { error: 'Programs and scripts cannot be uploaded.' } } }),
  render: () => manager(),
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    chooseFiles(canvasElement, [new File(['x'], 'holiday.jpg', { type: 'image/jpeg' })]);
  },
};

/** Plays opening the first file's detail, clearing the name with Backspace and pressing Enter: the rename is refused because the name is empty. */
export const RenameNeedsAName: StoryObj = {
  beforeEach: () => standIn({}),
  render: () => manager(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await openDetail(canvasElement));
    await userEvent.keyboard('{Backspace}{Enter}');
  },
};

/** Plays renaming the first file to "Menu 2027.pdf" and the stand-in answers 409 (renamed in another window): check the conflict message and the name updated to "Menu (summer).pdf". */
export const RenameConflict: StoryObj = {
  beforeEach: () =>
    standIn({
      rename: { status: 409, body: { error: 'This file was renamed in another window to “Menu (summer).pdf”. Your change was not saved: check the name and rename it again.', file: { ...FILES[0], name: 'Menu (summer).pdf', version: 2 } } },
    }),
  render: () => manager(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await openDetail(canvasElement));
    await userEvent.keyboard('Menu 2027.pdf{Enter}');
  },
};
