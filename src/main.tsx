/** Shopper app entry: configuration, banner, theme, then the app. A bad configuration is a readable page. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/styles/base.css';
import { App, createServices } from './app';
import { selectBanner } from './banners/select';
import { applyTheme } from './banners/theme';
import { ConfigError, parseClientConfig } from './config';

const root = createRoot(document.getElementById('root')!);

try {
  const config = parseClientConfig(import.meta.env);
  const banner = selectBanner({
    hostname: window.location.hostname,
    search: window.location.search,
    allowQueryOverride: config.sandbox,
  });
  applyTheme(banner);
  document.title = banner.title;
  root.render(
    <StrictMode>
      <App services={createServices(config, banner)} />
    </StrictMode>,
  );
} catch (error) {
  const message = error instanceof ConfigError ? error.message : 'The application could not start.';
  root.render(
    <main className="page-message">
      <h1>Configuration error</h1>
      <p role="alert">{message}</p>
    </main>,
  );
}
