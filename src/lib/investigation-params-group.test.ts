import { describe, expect, it } from 'vitest';
import { parseInvestigationParams, serializeInvestigationParams } from './investigation-params.ts';

describe('group param', () => {
  it('round-trips hierarchy and a tag key, whatever the key holds', () => {
    for (const group of ['hierarchy', 'tag:pii', 'tag:a=b&c', 'tag:__proto__'] as const) {
      const sp = serializeInvestigationParams({ group });
      expect(parseInvestigationParams(sp).group).toBe(group);
    }
  });

  it('drops a tag grouping without a key, with control characters or too long', () => {
    for (const raw of ['tag:', 'tag:\u0000x', `tag:${'k'.repeat(300)}`, 'tags', 'Hierarchy']) {
      expect(parseInvestigationParams(new URLSearchParams({ group: raw })).group).toBeNull();
    }
  });
});
