import { decodeBase64Query } from './base64-query';

describe(decodeBase64Query.name, () => {
  it.each([
    [Buffer.from('Paint').toString('base64'), 'Paint'],
    [Buffer.from('Türen & Fenster?').toString('base64'), 'Türen & Fenster?'],
    [Buffer.from('a>b?c').toString('base64url'), 'a>b?c'],
    ['', ''],
  ])('decodes %s', (segment, text) => {
    expect(decodeBase64Query(segment)).toBe(text);
  });

  it.each(['not base64!', 'abcde', '%%%', '////'])('refuses %s', (segment) => {
    expect(decodeBase64Query(segment)).toBeUndefined();
  });
});
