import { describe, expect, it } from 'vitest';
import type { MqNamespace } from '../domain/marquez-shapes.ts';
import { readNamespaces } from './read-namespaces.ts';

/** A Marquez with `total` namespaces, counting the pages asked. */
function namespaces(total: number) {
  const asked: number[] = [];
  const all: MqNamespace[] = Array.from({ length: total }, (_, i) => ({ name: `ns-${String(i).padStart(5, '0')}` }) as MqNamespace);
  return {
    asked,
    source: {
      namespaces: async ({ limit, offset }: { limit: number; offset: number }) => {
        asked.push(offset);
        return all.slice(offset, offset + limit);
      },
    },
  };
}

describe('readNamespaces', () => {
  it('pages past the first hundred until a short page', async () => {
    const { source, asked } = namespaces(250);
    const notes: string[] = [];
    const names = await readNamespaces(source, notes);
    expect(names).toHaveLength(250);
    expect(names.at(-1)).toBe('ns-00249');
    expect(asked).toEqual([0, 100, 200]);
    expect(notes).toEqual([]);
  });

  it('asks once more after an exactly full page, and stops at the cap with a note', async () => {
    const full = namespaces(100);
    expect(await readNamespaces(full.source, [])).toHaveLength(100);
    expect(full.asked).toEqual([0, 100]);
    const many = namespaces(5000);
    const notes: string[] = [];
    expect(await readNamespaces(many.source, notes)).toHaveLength(1000);
    expect(notes).toEqual(['only the first 1000 namespaces were read']);
  });
});
