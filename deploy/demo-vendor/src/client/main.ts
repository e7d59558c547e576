import { createProviderApi } from './api';
import { startGame } from './app';
import { el, replaceChildren } from './dom';
import { createTranslator, pickLanguage } from './i18n';
import './client.css';

/** The play page: `play?session=<provider session>&lang=<en|es|vi|zh>`. */
function boot(): void {
  const root = document.getElementById('game');
  if (!root) return;
  const params = new URLSearchParams(window.location.search);
  const sessionId = params.get('session');
  const language = params.get('lang');
  if (!sessionId) {
    const lang = pickLanguage(language);
    document.documentElement.lang = lang;
    replaceChildren(root, el('p', { class: 'error fatal', role: 'alert' }, createTranslator(lang)('error.NO_SESSION')));
    return;
  }
  startGame({ root, api: createProviderApi({ sessionId }), language }).catch(() => {
    // startGame has already shown the reason in the page.
  });
}

boot();
