/** Entry of the statechart inspector (/__inspector, its own HTML entry and chunk: never in the shopper's first
 *  load). Built only when the inspector is on (`npm run dev`, or VITE_INSPECTOR=on as in the sandbox's .env). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InspectorApp } from './InspectorApp';
import { createLayoutClient } from './layoutClient';
import { createPathsClient } from './pathsClient';
import './inspector.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <InspectorApp layouts={createLayoutClient()} paths={createPathsClient()} />
  </StrictMode>,
);
