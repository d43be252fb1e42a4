import { parseStoryText, type Story, type StoryParseResult } from './story-schema.ts';

// Stories are a few kilobytes; a huge file is a mistake (or hostile) and is refused before parsing.
const MAX_FILE_BYTES = 1_000_000;

/** Reads and validates a story file from the picker or a drop; problems come back as plain sentences. */
export async function readStoryFile(file: File): Promise<StoryParseResult> {
  if (file.size > MAX_FILE_BYTES) {
    return { ok: false, errors: [`The file is ${Math.round(file.size / 1024)} KB; a story file is at most 1 MB.`] };
  }
  return parseStoryText(await file.text());
}

/** Pretty JSON, the same shape `parseStory` reads back. */
export function storyToJson(story: Story): string {
  return `${JSON.stringify(story, null, 2)}\n`;
}

/** A story id from a title: lower-case words joined by dashes, unique among `taken`. */
export function storyIdFrom(title: string, taken: ReadonlySet<string>): string {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'story';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}
