/** Which side of a dataset node a field handle sits on: inputs enter on the left, outputs leave on the right. */
export type PortSide = 'in' | 'out';

/** Globally unique ELK port id of a field handle: `${nodeId}::in::${field}` / `${nodeId}::out::${field}`. */
export function fieldPortId(nodeId: string, side: PortSide, field: string): string {
  return `${nodeId}::${side}::${field}`;
}

/** React Flow handle id of a field inside its node (handle ids only need to be unique per node). */
export function fieldHandleId(side: PortSide, field: string): string {
  return `${side}::${field}`;
}
