/**
 * Issue 9's hostile data set: every string the UI shows carries a script payload that, if ever executed, sets
 * `window.__xss` (e2e asserts it stays undefined and no dialog opens).
 *
 * Namespaces cannot carry payloads: Marquez accepts only `^[a-zA-Z:;=/0-9_\-.@+]{1,1024}$` there (and rewrites job
 * namespaces further), so payloads go in names, types, descriptions, facets and SQL; the namespaces instead use the
 * odd characters the regex allows (`:` `;` `=` `@` `+`), which break naive nodeId parsing.
 */

export const XSS_FLAG = '__xss';

export const PAYLOADS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload="window.__xss=1">',
  jsUrl: 'javascript:window.__xss=1',
  attr: "' onmouseover='window.__xss=1' data-x='",
  iframe: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
} as const;

/** Right-to-left text with an RLO override and emoji: must not reorder or break the surrounding layout. */
export const RTL_EMOJI = 'إيرادات 💸📈 \u202Egnp.exe\u202C עברית 🧨';

/** Exactly 1,000 characters, no spaces, so nothing can wrap it for free. */
export const LONG_NAME = `very_long_${'abcdefghij'.repeat(99)}`.slice(0, 1000);

const ns = {
  jobs: 'hostile-jobs',
  /** Every character class the namespace regex allows beyond alphanumerics, `:` included (it mis-splits nodeIds). */
  odd: 'odd:ns;a=b@c+d/e_f-g.h',
  /** The same without `:`, for the dataset the trace starts at (a colon-split nodeId would not find it). */
  semi: 'hostile;a=b@c+d/e_f-g.h',
  kafka: 'kafka://evil-broker:9092',
  s3: 's3://hostile-bucket',
} as const;

const datasets = {
  source: { namespace: ns.kafka, name: PAYLOADS.script },
  staged: { namespace: ns.s3, name: PAYLOADS.svg },
  report: { namespace: ns.semi, name: RTL_EMOJI },
  longNamed: { namespace: ns.odd, name: LONG_NAME },
} as const;

const jobs = {
  ingest: { namespace: ns.jobs, name: PAYLOADS.img },
  report: { namespace: ns.jobs, name: LONG_NAME },
  failing: { namespace: ns.odd, name: `${PAYLOADS.iframe} ${RTL_EMOJI}` },
} as const;

export const HOSTILE = {
  namespaces: ns,
  datasets,
  jobs,
  payloads: PAYLOADS,
  flag: XSS_FLAG,
  longName: LONG_NAME,
  rtlEmoji: RTL_EMOJI,
  /** Field names carrying payloads, on the staged dataset; the trace starts at the report's copy of `amount`. */
  fields: { amount: `amount ${PAYLOADS.img}`, note: PAYLOADS.svg },
  traceStart: { namespace: datasets.report.namespace, dataset: datasets.report.name, field: 'amount' },
} as const;
