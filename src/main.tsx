import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyInitialTheme } from './app/use-theme-attribute.ts';
import './app/styles/theme.css';
import './app/styles/base.css';

applyInitialTheme();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
