import { describe, expect, it } from 'vitest';
import { judgeDemand, matchNumber, pdaVerdict } from './match-engine';

describe('judgeDemand', () => {
  it('AT_LEAST: equal values satisfy, lower ones do not', () => {
    expect(judgeDemand('AT_LEAST', '20', '20', 'KG')).toEqual({
      satisfied: true,
      details: '20 kg meets at least 20 kg',
    });
    expect(judgeDemand('AT_LEAST', '19.9', '20', 'KG')).toEqual({
      satisfied: false,
      details: '19.9 kg misses at least 20 kg',
    });
  });
  it('AT_MOST: equal values satisfy, higher ones do not', () => {
    expect(judgeDemand('AT_MOST', '5', '5').satisfied).toBe(true);
    expect(judgeDemand('AT_MOST', '5.1', '5').satisfied).toBe(false);
  });
  it('reads 1.7976931348623157E308 as Infinity on either side', () => {
    expect(judgeDemand('AT_LEAST', '1.7976931348623157E308', '1000').satisfied).toBe(true);
    expect(judgeDemand('AT_LEAST', '1000', '1.7976931348623157E308')).toEqual({
      satisfied: false,
      details: '1000 misses at least Infinity',
    });
    expect(judgeDemand('AT_MOST', '1000', '1.7976931348623157E308').satisfied).toBe(true);
    expect(matchNumber('1.7976931348623157E308')).toBe(Infinity);
  });
  it('EQUALS compares numbers as numbers and words ignoring case', () => {
    expect(judgeDemand('EQUALS', '2.0', '2').satisfied).toBe(true);
    expect(judgeDemand('EQUALS', ' left ', 'LEFT').satisfied).toBe(true);
    expect(judgeDemand('EQUALS', 'RIGHT', 'LEFT')).toEqual({
      satisfied: false,
      details: 'RIGHT, not LEFT',
    });
  });
  it('a yes/no demand of false excludes nobody; a demand of true is met by true only', () => {
    for (const person of [null, '', 'true', 'false'])
      expect(judgeDemand('EQUALS', person, 'false')).toEqual({
        satisfied: true,
        details: 'no demand',
      });
    expect(judgeDemand('EQUALS', 'true', 'true').satisfied).toBe(true);
    expect(judgeDemand('EQUALS', 'TRUE', 'true').satisfied).toBe(true);
    expect(judgeDemand('EQUALS', 'false', 'true').satisfied).toBe(false);
    expect(judgeDemand('EQUALS', null, 'true').satisfied).toBe(false);
  });
  it('a missing measurement is unsatisfied, "not measured"', () => {
    for (const missing of [null, undefined, '', '  '])
      expect(judgeDemand('AT_LEAST', missing, '10')).toEqual({
        satisfied: false,
        details: 'not measured',
      });
  });
  it('NONE and an empty demand ask nothing; text where a number is due fails, naming it', () => {
    expect(judgeDemand('NONE', null, 'anything').satisfied).toBe(true);
    expect(judgeDemand('AT_LEAST', null, '').satisfied).toBe(true);
    expect(judgeDemand('AT_LEAST', '10', 'TBD')).toEqual({
      satisfied: false,
      details: 'the demand "TBD" is not a number',
    });
    expect(judgeDemand('AT_MOST', 'n/a', '10').details).toBe('"n/a" is not a number');
  });
});

describe('pdaVerdict', () => {
  const j = (satisfied: boolean) => ({ capabilityUuid: 'c', satisfied, details: '' });
  it('matches only when every demand is met, with the percent met', () => {
    expect(pdaVerdict([j(true), j(true)])).toEqual({ satisfied: true, percent: 100 });
    expect(pdaVerdict([j(true), j(false), j(true), j(false)])).toEqual({
      satisfied: false,
      percent: 50,
    });
    expect(pdaVerdict([])).toEqual({ satisfied: true, percent: 100 });
  });
});
