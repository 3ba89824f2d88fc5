/**
 * A form's submissions as a spreadsheet (issue 18 item 5): the CSV download behind the editor's
 * spreadsheet-name field. Every call carries the crumb (CONTRACT.md §6).
 *
 *   GET /api/editor/forms/:formId/export.csv?name=<spreadsheet name>
 *
 * The name is checked with the field's own rules (spreadsheet-name.logic.ts) and becomes the
 * download's file name (Content-Disposition, ASCII fallback and RFC 5987 UTF-8 form). Columns:
 * 'Submitted On', then the form's fields by title in the form's order, then any other field a
 * stored submission has. Cells go through csv.ts (quoting, injection guard). An unknown form
 * is a 404; a bad name a 400 with the field's text.
 */
import type { FastifyInstance } from 'fastify';
import { checkSpreadsheetName, spreadsheetFileName } from '@sqs/editor/spreadsheet-name/spreadsheet-name.logic';
import { listFormSubmissions, type Db } from '../db';
import { toCsv } from '../csv';
import { getFormJson } from '../forms-store';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A submitted value as one cell: lists joined, a likert's answers as 'question: answers'. */
export function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellOf).filter((v) => v !== '').join(', ');
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${cellOf(v)}`).join('; ');
  return String(value);
}

function fieldsOf(definition: string): Array<{ id: string; title: string }> {
  try {
    const parsed = JSON.parse(definition) as { fields?: unknown };
    if (!Array.isArray(parsed.fields)) return [];
    return parsed.fields
      .filter((f): f is { id: string; title?: unknown; type?: unknown } => typeof f === 'object' && f !== null && typeof (f as { id?: unknown }).id === 'string')
      .filter((f) => f.type !== 'section')
      .map((f) => ({ id: f.id, title: typeof f.title === 'string' && f.title ? f.title : f.id }));
  } catch {
    return [];
  }
}

/** `attachment; filename="…"` with an ASCII stand-in and the exact name in UTF-8 (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerFormExportRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/editor/forms/:formId/export.csv', async (request, reply) => {
    const { formId } = request.params as { formId: string };
    const raw = (request.query as Record<string, unknown>).name;
    if (!ID.test(formId)) return reply.code(400).send({ error: 'formId: 1 to 64 letters, digits, _ or -' });
    const checked = checkSpreadsheetName(typeof raw === 'string' ? raw : '');
    if (!checked.ok) return reply.code(400).send({ error: checked.problem });
    const definition = getFormJson(db, formId);
    if (definition === null) return reply.code(404).send({ error: 'No such form' });

    const fields = fieldsOf(definition);
    const submissions = listFormSubmissions(db, formId);
    const known = new Set(fields.map((f) => f.id));
    const extra: string[] = [];
    for (const { payload } of submissions) {
      const values = (payload as { form?: Record<string, unknown> }).form ?? {};
      for (const id of Object.keys(values)) {
        if (known.has(id)) continue;
        known.add(id);
        extra.push(id);
      }
    }
    const columns = [...fields, ...extra.map((id) => ({ id, title: id }))];
    const rows = [
      ['Submitted On', ...columns.map((c) => c.title)],
      ...submissions.map(({ payload, createdAt }) => {
        const values = (payload as { form?: Record<string, unknown> }).form ?? {};
        return [createdAt, ...columns.map((c) => cellOf(Object.hasOwn(values, c.id) ? values[c.id] : undefined))];
      }),
    ];
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(spreadsheetFileName(checked.name)))
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(`\ufeff${toCsv(rows)}`);
  });
}
