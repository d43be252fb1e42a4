import { queryOptions } from '@tanstack/react-query';
import { captureConnectLineage } from '../../api/connect-capture.ts';
import { createConnectClient, createSchemaRegistryClient } from '../../api/connect-client.ts';

/** Where the embedded demo serves the talk's Kafka Connect cluster and Schema Registry (beside the emulator). */
export const STAND_IN_CONNECT = '/api/connect-stand-in';
export const STAND_IN_REGISTRY = '/api/connect-stand-in/registry';

/** One read of the connectors and their schemas, mapped to lineage: the same code path as `npm run connect-lineage`. */
export function captureQueryOptions(kafkaNamespace: string) {
  return queryOptions({
    queryKey: ['connect-capture', STAND_IN_CONNECT, kafkaNamespace],
    queryFn: ({ signal }) =>
      captureConnectLineage(
        createConnectClient({ baseUrl: STAND_IN_CONNECT }),
        createSchemaRegistryClient({ baseUrl: STAND_IN_REGISTRY }),
        kafkaNamespace,
        signal,
      ),
    retry: false,
    staleTime: 30_000,
  });
}
