import { useCallback, useId, useState, type DragEvent } from 'react';
import type { Story } from './story-schema.ts';
import { readStoryFile } from './story-file.ts';

interface StoryImportProps {
  onImported: (story: Story) => void;
}

/** Import a story JSON by file picker or drag-and-drop; a bad file gets a message naming what is wrong. */
export function StoryImport({ onImported }: StoryImportProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<{ file: string; errors: string[] } | null>(null);
  const [over, setOver] = useState(false);

  const accept = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      const result = await readStoryFile(file);
      if (result.ok) {
        setProblem(null);
        onImported(result.story);
      } else {
        setProblem({ file: file.name, errors: result.errors });
      }
    },
    [onImported],
  );

  const onDrop = useCallback(
    (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      setOver(false);
      void accept(event.dataTransfer.files[0]);
    },
    [accept],
  );

  return (
    <div
      className={`story-import${over ? ' story-import--over' : ''}`}
      data-testid="story-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={inputId}>Import story JSON (or drop the file here)</label>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        data-testid="story-file-input"
        onChange={(e) => {
          void accept(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {problem ? (
        <div role="alert" className="story-import__error" data-testid="story-import-error">
          <p>
            “{problem.file}” is not a story Tributary can use ({problem.errors.length} {problem.errors.length === 1 ? 'problem' : 'problems'}):
          </p>
          <ul>
            {problem.errors.slice(0, 20).map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
