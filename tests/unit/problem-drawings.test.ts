import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROBLEM_DRAWINGS } from '../../src/shared/schemas/crops.ts';

// The drawings a crop's problem may take (docs/decisions/0058): each is shipped, and each shipped one is offered.
describe('problem drawings', () => {
  it('are the SVG files under public/images/problems, no more and no fewer', () => {
    const shipped = readdirSync(new URL('../../public/images/problems/', import.meta.url)).filter((f) => f.endsWith('.svg'));
    expect([...PROBLEM_DRAWINGS].sort()).toEqual(shipped.sort());
  });
});
