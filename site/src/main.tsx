import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readBootData } from './boot.ts';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App boot={readBootData()} />
  </StrictMode>
);
// The server rendered the page when it could; otherwise (no server build) render here.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
