import { loadLocale, t } from './i18n.js';

const locale = navigator.language.split('-')[0];
await Promise.all([loadLocale('en'), loadLocale(locale)]);

document.title = t(locale, 'app.title');
document.querySelector('#greeting').textContent = t(locale, 'home.greeting', { name: 'Ada' });
document.querySelector('#summary').textContent = t(locale, 'tasks.count', { count: 3 });
