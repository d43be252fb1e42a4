/**
 * True when a table as written in SQL names this dataset (full name, or its last dotted/slashed segment). The one
 * name rule for SQL tables: derived lineage maps tables without DDL connector options by it (src/domain/sql-lineage/).
 */
export function tableMatchesDataset(table: string, dataset: { name: string; aliases?: readonly string[] }): boolean {
  const t = table.toLowerCase().replace(/[`"]/g, '');
  const tLast = t.split('.').pop() ?? t;
  return [dataset.name, ...(dataset.aliases ?? [])].some((n) => {
    const name = n.toLowerCase();
    const last = name.split(/[./]/).pop() ?? name;
    return name === t || name.endsWith(`.${t}`) || name.endsWith(`/${t}`) || last === tLast;
  });
}
