import { evidenceFacetsOf } from '../kit/evidence-facets.ts';
import { facetsOf, from, type FieldSpec } from '../kit/facets.ts';
import { byEventTime, runEvent, type EventType } from '../kit/events.ts';
import { PRODUCERS } from '../kit/producers.ts';
import { seededUuid } from '../kit/seeded-uuid.ts';
import { at } from '../kit/time.ts';
import { HOSTILE, PAYLOADS as P, RTL_EMOJI } from './names.ts';

export { HOSTILE } from './names.ts';

type Event = Record<string, unknown>;
const { datasets: D, jobs: J, fields: F } = HOSTILE;
const f = facetsOf(PRODUCERS.spark);
const ev = evidenceFacetsOf(PRODUCERS.spark);
const DAY = '2026-11-21';

const SOURCE_FIELDS: FieldSpec[] = [
  { name: 'amount', type: P.img, description: P.script },
  { name: P.script, type: 'STRING', description: P.svg },
  { name: 'note', type: 'STRING', description: RTL_EMOJI },
];
const STAGED_FIELDS: FieldSpec[] = [
  { name: F.amount, type: `decimal(12,2) ${P.svg}`, description: P.iframe },
  { name: F.note, type: P.attr, description: P.jsUrl },
];
const REPORT_FIELDS: FieldSpec[] = [
  { name: 'amount', type: 'decimal(12,2)', description: `${RTL_EMOJI} ${P.img}` },
  { name: RTL_EMOJI, type: 'string', description: P.script },
];

/** Job facets a details panel renders: docs, SQL, a javascript: source link, owners and an unknown facet. */
function jobFacets(): Record<string, unknown> {
  return {
    jobType: f.jobType('BATCH', 'SPARK', 'SQL_JOB'),
    documentation: { ...f.jobDocumentation(`${P.script} ${P.img} [click](${P.jsUrl})`), contentType: 'text/markdown' },
    sql: f.sql(`SELECT '${P.script}' AS x, "${P.svg}" FROM t -- ${P.img}`, 'spark'),
    sourceCodeLocation: f.sourceCodeLocation({ type: 'git', url: P.jsUrl, repoUrl: P.jsUrl, path: P.img, branch: P.svg }),
    ownership: f.jobOwnership([{ name: P.img, type: P.script }]),
    // Owner tags read as owners (issue 30): payloads, a formula for the CSV export, RTL text.
    tags: ev.jobTags([
      { key: 'team', value: P.svg },
      { key: 'oncall', value: '=HYPERLINK("javascript:window.__xss=1")' },
      { key: P.attr, value: RTL_EMOJI },
    ]),
    tributary_unknown: f.custom({ note: P.svg, nested: { html: P.iframe, href: P.jsUrl }, list: [P.img, P.attr] }),
  };
}

function ingest(eventType: EventType, time: string): Event {
  return runEvent({
    eventType,
    eventTime: at(DAY, time),
    producer: PRODUCERS.spark,
    runId: seededUuid('hostile:ingest'),
    runFacets: {
      processing_engine: f.processingEngine('spark', P.img, P.script),
      ...(eventType === 'COMPLETE' ? { test: ev.testRun([{ name: P.script, status: 'fail', severity: P.img, type: P.svg, description: P.iframe }]) } : {}),
    },
    job: { ...J.ingest, facets: jobFacets() },
    inputs: [
      {
        ...D.source,
        facets: {
          schema: f.schema(SOURCE_FIELDS),
          documentation: f.documentation(`${P.img} ${P.svg}`),
          dataSource: f.dataSource(P.script, P.jsUrl),
          ownership: ev.datasetOwnership([{ name: P.script, type: P.attr }, { name: '+cmd|" /C calc"!A0' }]),
          tags: ev.datasetTags([{ key: 'owner', value: `@${P.iframe}`, field: P.script }]),
        },
        inputFacets: {
          dataQualityAssertions: f.assertions([
            { assertion: P.img, success: false, column: 'amount', description: P.script, expected: P.svg, actual: P.iframe },
            { assertion: '-1+1', name: P.svg, success: true, column: P.script, severity: P.attr, content: P.iframe, contentType: P.img },
          ]),
          dataQualityMetrics: ev.qualityMetrics(3, { [P.script]: { nullCount: 1, distinctCount: 2 }, [RTL_EMOJI]: { min: -1, max: 1 } }),
          inputStatistics: ev.inputStatistics(3, 300, 1),
        },
      },
    ],
    outputs: [
      {
        ...D.staged,
        ...(eventType === 'COMPLETE' ? { outputFacets: { outputStatistics: ev.outputStatistics(3, 300, 1) } } : {}),
        facets: {
          schema: f.schema(STAGED_FIELDS),
          documentation: f.documentation(P.iframe),
          symlinks: f.symlinks([{ namespace: HOSTILE.namespaces.odd, name: P.attr, type: 'TABLE' }]),
          columnLineage: f.columnLineage(
            {
              [F.amount]: [from(D.source, 'amount', 'DIRECT', P.img, P.script)],
              [F.note]: [from(D.source, 'note', 'DIRECT', 'TRANSFORMATION', `${P.svg} ${RTL_EMOJI}`, true)],
            },
            [from(D.source, P.script, 'INDIRECT', 'FILTER', P.iframe)],
          ),
        },
      },
    ],
  });
}

function report(eventType: EventType, time: string): Event {
  return runEvent({
    eventType,
    eventTime: at(DAY, time),
    producer: PRODUCERS.spark,
    runId: seededUuid('hostile:report'),
    runFacets: { nominalTime: f.nominalTime(at(DAY, '00:00:00'), at(DAY, '23:59:59')) },
    job: { ...J.report, facets: { jobType: f.jobType('BATCH', 'SPARK', 'SQL_JOB'), documentation: f.jobDocumentation(RTL_EMOJI) } },
    inputs: [{ ...D.staged, facets: { schema: f.schema(STAGED_FIELDS) } }],
    outputs: [
      {
        ...D.report,
        facets: {
          schema: f.schema(REPORT_FIELDS),
          columnLineage: f.columnLineage({
            amount: [from(D.staged, F.amount, 'DIRECT', 'AGGREGATION', `sum(${P.img})`)],
            [RTL_EMOJI]: [from(D.staged, F.note, 'DIRECT', 'IDENTITY', RTL_EMOJI)],
          }),
        },
      },
      { ...D.longNamed, facets: { schema: f.schema([{ name: HOSTILE.longName, type: HOSTILE.longName, description: HOSTILE.longName }]) } },
    ],
  });
}

/** A failed run: the error message and stack trace are shown verbatim in run details. */
function failing(eventType: EventType, time: string): Event {
  const runFacets: Record<string, unknown> = {};
  if (eventType === 'FAIL') {
    runFacets.errorMessage = f.errorMessage(P.script, 'JAVA', `${P.img}\n\tat ${P.svg}\n\tat ${RTL_EMOJI}`);
  }
  return runEvent({
    eventType,
    eventTime: at(DAY, time),
    producer: PRODUCERS.spark,
    runId: seededUuid('hostile:failing'),
    runFacets,
    job: { ...J.failing, facets: { jobType: f.jobType('BATCH', 'SPARK', P.attr) } },
    inputs: [{ ...D.report, facets: { schema: f.schema(REPORT_FIELDS) } }],
    outputs: [],
  });
}

/** The hostile scenario's OpenLineage events, oldest first. */
export function hostileEvents(): Event[] {
  return byEventTime([
    ingest('START', '01:00:00'),
    ingest('COMPLETE', '01:05:00'),
    report('START', '02:00:00'),
    report('COMPLETE', '02:04:00'),
    failing('START', '03:00:00'),
    failing('FAIL', '03:00:40'),
  ]);
}
