import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readBootData } from './boot.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App boot={readBootData()} />
  </StrictMode>,
);
