import { Link } from 'react-router';
import { useStories } from './story-store.ts';
import { presentHref } from './present-paths.ts';
import { StoryAuthoringPanel } from './story-authoring-panel.tsx';

/** `/present`: the stories you can present, and the authoring panel. */
export function StoriesPage() {
  const stories = useStories();
  return (
    <div className="stories-page">
      <section className="stories-page__list" aria-label="Stories to present">
        <h1>Present</h1>
        <p>Pick a story. → / PageDown / Space next, ← / PageUp back, Home / End, F for full screen, Esc to leave.</p>
        <ul>
          {stories.map((s) => (
            <li key={s.id}>
              <Link to={presentHref(s.id, 1, s.steps[0]?.view)} data-testid={`present-${s.id}`}>
                {s.title}
              </Link>{' '}
              <span>({s.steps.length} steps)</span>
            </li>
          ))}
        </ul>
      </section>
      <StoryAuthoringPanel />
    </div>
  );
}
