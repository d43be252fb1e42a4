// `tsx mocks/connect/stand-in-cli.ts [--port 8083] [--talk] [--basic-auth user:pass]`: the stand-in Kafka Connect +
// Schema Registry on one port, for trying connect-lineage by hand (README, "Kafka Connect lineage").
import { DEMO_CONNECTORS, DEMO_SUBJECTS, TALK_CONNECTORS, TALK_SUBJECTS } from './connectors.ts';
import { startStandIn } from './stand-in-server.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const talk = args.includes('--talk');
const basicAuth = flag('basic-auth');
const standIn = await startStandIn(
  { connectors: talk ? TALK_CONNECTORS : DEMO_CONNECTORS, subjects: talk ? TALK_SUBJECTS : DEMO_SUBJECTS, ...(basicAuth ? { basicAuth } : {}) },
  Number(flag('port') ?? 8083),
  flag('host') ?? '127.0.0.1',
);
console.log(`Kafka Connect stand-in: ${standIn.connectUrl}\nSchema Registry stand-in: ${standIn.registryUrl}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
