import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App.js';
import { prefetchPage } from './app/page-loaders.js';
import { registerServiceWorker } from './async/register-sw.js';
import { ServicesProvider, type Services } from './platform/services.js';
import { connectToMatch } from './connection/socket.js';
import { createI18n, syncDocumentLanguage, wordsReady } from './i18n/index.js';
import { HttpLobby } from './lobby/http.js';
import './styles/base.css';

const i18n = createI18n();
syncDocumentLanguage(i18n);
// A German reader's words first (main.ts started fetching them already); English needs no wait. And
// the page's own chunk (main.ts started it too): the first render shows the page, not a fallback.
await Promise.all([wordsReady(i18n), prefetchPage(window.location.pathname)?.catch(() => undefined)]);

const services: Services = {
  lobby: new HttpLobby(),
  connect: (options) => connectToMatch(options),
};

registerServiceWorker();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <App />
      </ServicesProvider>
    </I18nextProvider>
  </StrictMode>,
);
