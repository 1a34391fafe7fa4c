import { describe, expect, it } from 'vitest';
import { randomProof, randomRequestId } from './randomTokens';

describe(randomProof.name, () => {
  it('is 64 base64url characters, different each time', () => {
    const proofs = new Set(Array.from({ length: 20 }, randomProof));
    expect(proofs.size).toBe(20);
    for (const proof of proofs) expect(proof).toMatch(/^[A-Za-z0-9_-]{64}$/);
  });
});

describe(randomRequestId.name, () => {
  it('is a version 4 UUID', () => {
    for (let i = 0; i < 20; i++) {
      expect(randomRequestId()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });
});
