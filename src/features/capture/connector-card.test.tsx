// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ConnectorSnapshot } from '../../domain/connect/connect-types.ts';
import { mapConnector } from '../../domain/connect/map-connector.ts';
import { mappingContext } from '../../domain/connect/mapping-context.ts';
import { ConnectorCard } from './connector-card.tsx';

afterEach(cleanup);

const ORDER = { type: 'record', name: 'Order', fields: ['order_id', 'customer', 'placed_at'].map((name) => ({ name, type: 'string' })) };

// A sink whose chain has a community SMT Tributary does not know (ExtractTimestamp), and credentials in its config.
const snapshot: ConnectorSnapshot = {
  name: 'orders-sink',
  state: 'RUNNING',
  tasks: [{ id: 0, state: 'RUNNING' }],
  config: {
    name: 'orders-sink',
    'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
    'connection.url': 'jdbc:postgresql://dw:5432/dw?user=loader&password=pg-secret-1',
    'connection.password': 'pg-secret-2',
    topics: 'orders',
    transforms: 'ts',
    'transforms.ts.type': 'com.github.jcustenborder.kafka.connect.transform.common.ExtractTimestamp$Value',
    'transforms.ts.field.name': '<img src=x onerror=alert(1)>',
  },
};
const answers = new Map([['orders-value', { kind: 'subject' as const, value: { subject: 'orders-value', version: 1, id: 1, schema: JSON.stringify(ORDER) } }]]);
const lineage = mapConnector(snapshot, mappingContext('kafka://broker:9092', [snapshot], ['orders-value'], answers));

describe('ConnectorCard', () => {
  it("an unknown SMT's step says which fields are no longer derived after it", () => {
    render(<ConnectorCard snapshot={snapshot} lineage={lineage} />);
    const step = screen.getByTestId('capture-smt');
    expect(step.getAttribute('data-known')).toBe('false');
    expect(within(step).getByTestId('capture-smt-lost').textContent).toBe(
      'Not derived after this SMT, which Tributary does not know: order_id, customer, placed_at (3 fields); what it writes is dataset-level.',
    );
    expect(screen.getByText(/none: the job is dataset-level/)).toBeTruthy();
  });

  it('credentials never reach the card; config values are text, never markup', () => {
    const { container } = render(<ConnectorCard snapshot={snapshot} lineage={lineage} />);
    expect(container.textContent).not.toMatch(/pg-secret/);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
