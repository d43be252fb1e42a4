import { Badge } from '../../components/ui/badge.tsx';
import { redactConfig } from '../../domain/connect/connect-events.ts';
import type { ConnectorLineage, ConnectorSnapshot, LineageDataset } from '../../domain/connect/connect-types.ts';

const label = (d: LineageDataset) => `${d.namespace} ${d.name}`;

/** A line-break opportunity after every dot, so class and topic names wrap between their parts, not mid-word. */
function Dotted({ text }: { text: string }) {
  const parts = text.split('.');
  return (
    <>
      {parts.map((p, i) => (
        <span key={i}>
          {p}
          {i < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}

// A Debezium table and its topic often share a name (`shop.public.orders`): the scheme tells them apart.
const schemeOf = (namespace: string) => namespace.split('://')[0] ?? namespace;

function DatasetList({ title, datasets }: { title: string; datasets: LineageDataset[] }) {
  return (
    <div>
      <h4>{title}</h4>
      {datasets.length === 0 ? <p className="tb-muted">none named</p> : null}
      <ul className="tb-capture__datasets">
        {datasets.map((d) => (
          <li key={label(d)} data-testid="capture-dataset">
            <code>{label(d)}</code>
            {d.subject ? <span className="tb-muted"> · schema {d.subject}</span> : null}
            {d.keyLineage && d.keyLineage.length > 0 ? (
              <p className="tb-muted" data-testid="capture-key-lineage">
                record key ← {d.keyLineage.map((k) => `${k.name}.${k.field}`).join(', ')}
              </p>
            ) : null}
            {d.datasetLevelReason ? <p className="tb-capture__reason">dataset-level: {d.datasetLevelReason}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One connector: its config (credentials redacted) beside the lineage it yields. All of it is rendered as text. */
/** `note`: how this connector stands beside Debezium's own OpenLineage events, when it does. */
export function ConnectorCard({ snapshot, lineage, note }: { snapshot: ConnectorSnapshot; lineage: ConnectorLineage; note?: string | undefined }) {
  const config = Object.entries(redactConfig(snapshot.config)).sort(([a], [b]) => a.localeCompare(b));
  const mappings = lineage.outputs.flatMap((o) =>
    Object.entries(o.columnLineage ?? {}).map(([field, inputs]) => ({ key: `${label(o)}:${field}`, output: o.name, field, inputs })),
  );
  return (
    <article className="tb-capture__card" data-testid="capture-connector" data-connector={snapshot.name} aria-label={`Connector ${snapshot.name}`}>
      <header className="tb-capture__head">
        <h3>{snapshot.name}</h3>
        <Badge>{lineage.kind}</Badge>
        <Badge tone={snapshot.state === 'RUNNING' ? 'success' : snapshot.state === 'FAILED' ? 'danger' : 'warning'}>{snapshot.state}</Badge>
        <Badge tone={lineage.columnLevel ? 'accent' : 'neutral'}>{lineage.columnLevel ? 'column-level' : 'dataset-level'}</Badge>
      </header>
      {note ? (
        <p className="tb-capture__reason" data-testid="capture-native-note">
          {note}
        </p>
      ) : null}
      <div className="tb-capture__cols">
        <section aria-label="Connector config">
          <h4>Config</h4>
          <table className="tb-capture__config" data-testid="capture-config">
            <tbody>
              {config.map(([k, v]) => (
                <tr key={k}>
                  <th scope="row">
                    <Dotted text={k} />
                  </th>
                  <td>
                    <Dotted text={v} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-label="Lineage">
          <DatasetList title="Reads" datasets={lineage.inputs} />
          <DatasetList title="Writes" datasets={lineage.outputs} />
          <h4>Column mappings</h4>
          {mappings.length === 0 ? <p className="tb-muted">none: the job is dataset-level</p> : null}
          {mappings.length > 0 ? (
            <table className="tb-capture__mappings" data-testid="capture-mappings">
              <thead>
                <tr>
                  <th scope="col">Output field</th>
                  <th scope="col">From</th>
                  <th scope="col">How</th>
                </tr>
              </thead>
              <tbody>
                {mappings.map((m) => (
                  <tr key={m.key} data-field={m.field}>
                    <td>{m.field}</td>
                    <td>
                      {m.inputs.map((i) => (
                        <span key={`${i.namespace} ${i.name} ${i.field}`} className="tb-capture__from">
                          <Dotted text={`${i.name}.${i.field}`} /> <span className="tb-muted">({schemeOf(i.namespace)})</span>
                        </span>
                      ))}
                    </td>
                    <td>
                      {m.inputs
                        .flatMap((i) => i.transformations)
                        .map((t) => `${t.subtype}${t.masking ? ' (masked)' : ''}${t.description ? `: ${t.description}` : ''}`)
                        .join('; ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <h4>SMT steps</h4>
          {lineage.smtSteps.length === 0 ? <p className="tb-muted">no transforms</p> : null}
          <ol className="tb-capture__smts">
            {lineage.smtSteps.map((s) => (
              <li key={s.alias} data-testid="capture-smt" data-known={s.known ? 'true' : 'false'}>
                <code>{s.alias}</code> <span className="tb-muted">{s.className}</span>: {s.effects.join('; ') || 'no effect on these records'}
                {!s.known ? (
                  <p className="tb-capture__reason" data-testid="capture-smt-lost">
                    {s.lostFields && s.lostFields.length > 0
                      ? `Not derived after this SMT, which Tributary does not know: ${s.lostFields.join(', ')} (${s.lostFields.length} fields); what it writes is dataset-level.`
                      : 'Not derived after this SMT, which Tributary does not know: every field after it; what it writes is dataset-level.'}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          {lineage.problems.length > 0 ? (
            <>
              <h4>What could not be known</h4>
              <ul className="tb-capture__problems">
                {lineage.problems.map((p) => (
                  <li key={p.message} data-level={p.level}>
                    {p.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </article>
  );
}
