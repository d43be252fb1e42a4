import { z } from 'zod';
import { graphDirectionCodeSchema, traceDirectionCodeSchema } from '../../lib/direction-param.ts';

/**
 * A story is a scripted investigation for a talk: each step is a view a colleague could reach by URL, plus the
 * words the presenter wants on screen. Views hold what the URL holds (investigation-params.ts), so present mode
 * renders the same components the normal view does.
 */

export const VIEW_MODES = ['graph', 'trace', 'flip314', 'coverage', 'boundaries'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

// Same caps as the URL parser: a story is a file someone handed us, so it is untrusted like a link.
const MAX_ID_LENGTH = 2048;
const MAX_TEXT_LENGTH = 4000;
const MAX_STEPS = 200;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

function nodeIdOf(prefixes: readonly string[], what: string) {
  return z
    .string()
    .max(MAX_ID_LENGTH)
    .refine((s) => !CONTROL_CHARS.test(s), { message: `a ${what} without control characters` })
    .refine((s) => prefixes.some((p) => s.startsWith(p) && s.length > p.length + 2 && s.slice(p.length).includes(':')), {
      message: `a ${what} like "${prefixes[0]}NAMESPACE:NAME"`,
    });
}

const entityId = nodeIdOf(['dataset:', 'job:'], 'dataset or job nodeId');
const datasetId = nodeIdOf(['dataset:'], 'dataset nodeId');
const fieldId = nodeIdOf(['datasetField:'], 'field nodeId');

const fitCamera = z.strictObject({ fit: z.array(entityId).min(1) });
const pointCamera = z.strictObject({ x: z.number().finite(), y: z.number().finite(), zoom: z.number().positive().max(8) });

export const storyViewSchema = z
  .strictObject({
    mode: z.enum(VIEW_MODES),
    focus: entityId.optional(),
    depth: z.number().int().min(1).max(20).optional(),
    // Directions as a link writes them (`up`, `down`, …): a story file keeps the URL's codes.
    direction: graphDirectionCodeSchema.optional(),
    expanded: z.array(datasetId).max(200).optional(),
    trace: z.strictObject({ field: fieldId, direction: traceDirectionCodeSchema }).optional(),
    /** Node whose details panel is open (e.g. the Flink job, to show its SQL). */
    selected: entityId.optional(),
    /** Time-travel point: ISO date-time, date or run id, as the `asof` URL param. */
    asof: z.string().min(1).max(100).optional(),
    stitch: z.boolean().optional(),
    camera: z.union([fitCamera, pointCamera]).optional(),
  })
  .superRefine((view, ctx) => {
    if (view.focus === undefined && (view.mode === 'graph' || view.mode === 'trace' || view.mode === 'flip314')) {
      ctx.addIssue({ code: 'custom', path: ['focus'], message: `a focus nodeId, which a "${view.mode}" view needs` });
    }
    if (view.mode === 'trace' && view.trace === undefined) {
      ctx.addIssue({ code: 'custom', path: ['trace'], message: 'a traced field ({field, direction}), which a "trace" view needs' });
    }
  });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a day as YYYY-MM-DD' });

/**
 * What a step shows beside its view to back its caption: a failed quality check (assertion, expected and actual, the
 * version and run it failed on), or the change of one field's type or description (its
 * old and new shape, the dataset version and run that carried it, the day).
 */
export const storyEvidenceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('schema-change'),
    field: fieldId,
    /** The day of the change to show (YYYY-MM-DD, UTC); without it the field's latest change. */
    on: day.optional(),
  }),
  z.strictObject({
    kind: z.literal('failed-check'),
    dataset: datasetId,
    /** The day of the failure to show (YYYY-MM-DD, UTC); without it the dataset's latest. */
    on: day.optional(),
  }),
]);

/**
 * A button the step offers the presenter: post these OpenLineage RunEvents (stamped with the current time) to the
 * embedded emulator, so the day's event happens on stage. Never sent to a real Marquez.
 */
export const storyActionSchema = z.strictObject({
  kind: z.literal('post-lineage'),
  label: z.string().min(1).max(80),
  events: z.array(z.record(z.string(), z.unknown())).min(1).max(20),
});

export const storyStepSchema = z.strictObject({
  title: z.string().min(1).max(MAX_TEXT_LENGTH),
  caption: z.string().max(MAX_TEXT_LENGTH),
  view: storyViewSchema,
  evidence: z.array(storyEvidenceSchema).min(1).max(4).optional(),
  action: storyActionSchema.optional(),
});

export const storySchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'lower-case letters, digits and dashes (it becomes part of the URL)' }),
  title: z.string().min(1).max(MAX_TEXT_LENGTH),
  steps: z.array(storyStepSchema).min(1).max(MAX_STEPS),
});

export type StoryView = z.infer<typeof storyViewSchema>;
export type StoryStep = z.infer<typeof storyStepSchema>;
export type StoryEvidence = z.infer<typeof storyEvidenceSchema>;
export type StoryAction = z.infer<typeof storyActionSchema>;
export type Story = z.infer<typeof storySchema>;
export type StoryCamera = NonNullable<StoryView['camera']>;

export type StoryParseResult = { ok: true; story: Story } | { ok: false; errors: string[] };

/** `$.steps[2].view.mode`: the path a person can find in the file. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
  return out;
}

function describeValue(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'an object';
  if (typeof input === 'string') return `"${input.length > 40 ? `${input.slice(0, 40)}…` : input}"`;
  return `${typeof input} ${String(input)}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, found ${describeValue(issue.input)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, found ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown ${issue.keys.length === 1 ? 'key' : 'keys'} ${issue.keys.map((k) => `"${k}"`).join(', ')} (a typo?)`;
    case 'too_small':
      if (issue.origin === 'array') return `expected at least ${String(issue.minimum)} item(s)`;
      if (issue.origin === 'string') return issue.minimum === 1 ? 'expected non-empty text' : `expected at least ${String(issue.minimum)} characters`;
      return `expected at least ${String(issue.minimum)}, found ${describeValue(issue.input)}`;
    case 'too_big':
      if (issue.origin === 'array') return `expected at most ${String(issue.maximum)} items`;
      if (issue.origin === 'string') return `expected at most ${String(issue.maximum)} characters`;
      return `expected at most ${String(issue.maximum)}, found ${describeValue(issue.input)}`;
    case 'invalid_union':
      return `expected a camera: either {"fit": [nodeIds]} or {"x": number, "y": number, "zoom": number}, found ${describeValue(issue.input)}`;
    case 'invalid_format':
      return `expected ${issue.message}`;
    default:
      return `expected ${issue.message}`;
  }
}

/**
 * Validates untrusted story JSON. Each error names where (a JSON path) and what was expected, in plain words,
 * e.g. `$.steps[1].view.mode: expected one of "graph", "trace", … found "graf"`.
 */
export function parseStory(input: unknown): StoryParseResult {
  const parsed = storySchema.safeParse(input, { reportInput: true });
  if (parsed.success) return { ok: true, story: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((issue) => `${jsonPath(issue.path)}: ${expectation(issue)}`) };
}

/** Parses story file text: JSON syntax errors are reported like schema errors, never thrown. */
export function parseStoryText(text: string): StoryParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`The file is not valid JSON: ${err instanceof Error ? err.message : String(err)}`] };
  }
  return parseStory(data);
}
