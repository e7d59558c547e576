import { createProviderApi } from './api';
import { startGame } from './app';
import { el, replaceChildren } from './dom';
import { createTranslator, pickLanguage } from './i18n';
import { applyTheme, pickTheme } from './theme';
import './client.css';

/** The play page: `play?session=<provider session>&lang=<en|es|vi|zh>&theme=<light|dark>`. */
function boot(): void {
  const root = document.getElementById('game');
  if (!root) return;
  const params = new URLSearchParams(window.location.search);
  const sessionId = params.get('session');
  const language = params.get('lang');
  const theme = params.get('theme');
  if (!sessionId) {
    applyTheme(document, pickTheme(theme));
    const lang = pickLanguage(language);
    document.documentElement.lang = lang;
    replaceChildren(root, el('p', { class: 'error fatal', role: 'alert' }, createTranslator(lang)('error.NO_SESSION')));
    return;
  }
  startGame({ root, api: createProviderApi({ sessionId }), language, theme }).catch(() => {
    // startGame has already shown the reason in the page.
  });
}

boot();
