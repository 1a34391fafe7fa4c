import { mimeTypeFor } from './mime-type';

describe(mimeTypeFor.name, () => {
  it('prefers the extension over what the browser declared', () => {
    expect(mimeTypeFor('Study.PDF', 'application/octet-stream')).toBe('application/pdf');
    expect(mimeTypeFor('roster.xlsx', '')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('keeps a well-formed declared type for unknown extensions, without parameters', () => {
    expect(mimeTypeFor('scan.heic', 'image/HEIC')).toBe('image/heic');
    expect(mimeTypeFor('notes.log', 'text/x-log; charset=utf-8')).toBe('text/x-log');
  });

  it('falls back to application/octet-stream for missing or malformed types', () => {
    expect(mimeTypeFor('blob', undefined)).toBe('application/octet-stream');
    expect(mimeTypeFor('blob', 'text/html\r\nX-Evil: 1')).toBe('application/octet-stream');
  });
});
