import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing';
import { cellOf, contentDisposition } from './form-export';

const CRUMB = 'export-test-crumb';

describe('form submissions export (CSV)', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp();
    const insert = h.db.prepare('INSERT INTO form_submissions (form_id, submission_key, payload) VALUES (?, ?, ?)');
    insert.run('contact', 'k1', JSON.stringify({ formId: 'contact', form: { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hello, "world"\nbye' } }));
    insert.run('contact', 'k2', JSON.stringify({ formId: 'contact', form: { name: '=HYPERLINK("http://evil")', email: '+1@x', unexpected: '@cmd' } }));
  });
  afterAll(() => h.close());

  const get = (url: string) => h.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}crumb=${CRUMB}`, cookies: { crumb: CRUMB } });

  it('asks for the crumb', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/editor/forms/contact/export.csv?name=Leads' })).statusCode).toBe(401);
  });

  it('downloads the submissions as CSV named after the spreadsheet, quoted and guarded against formulas', async () => {
    const response = await get('/api/editor/forms/contact/export.csv?name=Contact%20leads');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Contact leads.csv"; filename*=UTF-8''Contact%20leads.csv`);
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    const header = lines[0]!.split(',');
    expect(header[0]).toBe('Submitted On');
    expect(header).toContain('unexpected'); // a field no longer in the form still exported
    const body = response.body;
    expect(body).toContain('"Ada, Lovelace"');
    expect(body).toContain('"Hello, ""world""\nbye"');
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(body).toContain("'+1@x");
    expect(body).toContain("'@cmd");
    expect(body).not.toMatch(/,=HYPERLINK/);
  });

  it('refuses a bad name with the field\'s text and an unknown form with a 404', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Please enter a file name'],
      ['../../etc/passwd', 'A file name can\u2019t contain \\ / : * ? " < > | or control characters'],
      ['x'.repeat(10_000), 'A file name can be at most 100 characters'],
      ['CON', 'CON is reserved and can\u2019t be a file name'],
    ];
    for (const [name, error] of cases) {
      const response = await get(`/api/editor/forms/contact/export.csv?name=${encodeURIComponent(name)}`);
      expect(response.statusCode, name.slice(0, 20)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect((await get('/api/editor/forms/contact/export.csv')).statusCode).toBe(400);
    expect((await get('/api/editor/forms/nope/export.csv?name=x')).statusCode).toBe(404);
    expect((await get('/api/editor/forms/..%2F..%2Fetc/export.csv?name=x')).statusCode).toBe(400);
  });

  it('names a non-ASCII spreadsheet in UTF-8 with an ASCII stand-in', () => {
    expect(contentDisposition('Café ☕.csv')).toBe(`attachment; filename="Caf_ _.csv"; filename*=UTF-8''Caf%C3%A9%20%E2%98%95.csv`);
    expect(cellOf({ Quality: ['Good'], Speed: ['Fast', 'Slow'] })).toBe('Quality: Good; Speed: Fast, Slow');
  });
});
