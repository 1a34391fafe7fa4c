import { contentDisposition } from './content-disposition';

describe(contentDisposition.name, () => {
  it('quotes a plain name', () => {
    expect(contentDisposition('attachment', 'Takt study (v2).xlsx')).toBe(
      'attachment; filename="Takt study (v2).xlsx"',
    );
  });

  it('adds a UTF-8 filename* for names beyond ASCII, with an ASCII fallback', () => {
    expect(contentDisposition('inline', 'Prüfung ✓.pdf')).toBe(
      `inline; filename="Pr_fung _.pdf"; filename*=UTF-8''Pr%C3%BCfung%20%E2%9C%93.pdf`,
    );
  });

  it('never lets quotes, backslashes or line breaks end the parameter', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nd.txt');
    expect(header.startsWith('attachment; filename="a_b_c__d.txt"; filename*=')).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
