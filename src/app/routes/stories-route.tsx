import { StoriesPage } from '../../features/present/stories-page.tsx';

/** `/present`: pick a story to present, and author stories. */
export default function StoriesRoute() {
  return (
    <div className="tb-page">
      <StoriesPage />
    </div>
  );
}
