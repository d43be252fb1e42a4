import type { ConnectField } from './connect-types.ts';
import { debeziumAddedFields, list, smtBase, smtSide, type SmtConfig } from './smt-flow.ts';
import { knownSmt } from './smt-chain.ts';

/**
 * The shape a record had before the chain, from the shape after it (the registry's topic schema of a source
 * connector): renames undone, made-up fields removed, an unwrapped Debezium envelope wrapped again. Excluded
 * fields come back with an unknown type; fields a chain's `include` list dropped cannot be known.
 */
export function invertChain(chain: readonly SmtConfig[], fields: readonly ConnectField[]): { fields: ConnectField[] | null; notes: string[] } {
  let current: ConnectField[] | null = fields.map((f) => ({ ...f }));
  const notes: string[] = [];
  for (const smt of [...chain].reverse()) {
    if (!current) break;
    const name = smtBase(smt.className);
    if (smtSide(smt.className) === 'key') continue;
    switch (name) {
      case 'ReplaceField': {
        const renames = list(smt.props.renames).map((pair) => pair.split(':').map((s) => s.trim()) as [string, string]);
        current = current.map((f) => {
          const back = renames.find(([, to]) => to === f.name);
          return back ? { ...f, name: back[0] } : f;
        });
        for (const ex of list(smt.props.exclude ?? smt.props.blacklist)) current.push({ name: ex, type: 'UNKNOWN', optional: true });
        if (list(smt.props.include ?? smt.props.whitelist).length > 0) notes.push(`${smt.alias}: columns outside its include list are not known`);
        break;
      }
      case 'ExtractNewRecordState': {
        const added = new Set(debeziumAddedFields(smt.props).map((f) => f.name));
        const value: ConnectField[] = current.filter((f) => !added.has(f.name));
        current = [
          { name: 'before', type: 'STRUCT', optional: true, fields: value },
          { name: 'after', type: 'STRUCT', optional: true, fields: value },
        ];
        break;
      }
      case 'InsertField': {
        const names = new Set(
          ['topic.field', 'partition.field', 'offset.field', 'timestamp.field', 'static.field'].map((k) => (smt.props[k] ?? '').replace(/[!?]$/, '')),
        );
        current = current.filter((f) => !names.has(f.name));
        break;
      }
      case 'Cast':
      case 'TimestampConverter': {
        const touched = new Set(name === 'Cast' ? list(smt.props.spec).map((s) => s.split(':')[0]?.trim() ?? '') : [smt.props.field ?? '']);
        current = current.map((f) => (touched.has(f.name) ? { ...f, type: 'UNKNOWN' } : f));
        break;
      }
      case 'Flatten': {
        const delimiter = smt.props.delimiter ?? '.';
        const root: ConnectField[] = [];
        for (const f of current) {
          const parts = f.name.split(delimiter);
          let level = root;
          for (const p of parts.slice(0, -1)) {
            let node = level.find((x) => x.name === p);
            if (!node) {
              node = { name: p, type: 'STRUCT', fields: [] };
              level.push(node);
            }
            level = node.fields ?? (node.fields = []);
          }
          level.push({ ...f, name: parts[parts.length - 1] ?? f.name });
        }
        current = root;
        break;
      }
      case 'ExtractField':
        current = [{ name: smt.props.field ?? 'value', type: 'STRUCT', fields: current }];
        break;
      case 'HoistField':
        current = current[0]?.fields ?? current;
        break;
      default:
        if (!knownSmt(name)) {
          notes.push(`${smt.alias} (${smt.className}) is not known: the record before it cannot be derived`);
          current = null;
        }
    }
  }
  return { fields: current, notes };
}
