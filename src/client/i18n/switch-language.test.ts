import { afterAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, showLanguage, switchLanguage } from './index.ts';

// A change of language shows the page only once every text of the new language is there
// (docs/decisions/0022): a sign-in switches to the account's language while the next page (My
// Account, the admin dashboard) is still asking for its texts, and that page must not show its
// keys, nor another language's words, once the switch is done.
describe('switching the language while a page loads its texts', () => {
  afterAll(() => switchLanguage('en'));

  it('has the texts of a page asked for during the switch in the new language when it shows', async () => {
    expect(i18n.language).toBe('en');
    const switching = switchLanguage('hi');
    // The next page starts loading its namespace while the switch is under way, in English.
    const page = loadNamespaces('about');
    await Promise.all([switching, page]);
    expect(i18n.language).toBe('hi');
    expect(i18n.getFixedT('about')('hero.title')).toBe('Hariyali के बारे में');
  });

  it('ends in the language of the latest switch, with its texts, when two overlap', async () => {
    const toEnglish = switchLanguage('en');
    const toMarathi = showLanguage('mr');
    const page = loadNamespaces('contact');
    await Promise.all([toEnglish, toMarathi, page]);
    expect(i18n.language).toBe('mr');
    expect(i18n.getFixedT('contact')('hero.title')).toBe('आमच्याशी संपर्क साधा');
    expect(document.documentElement.lang).toBe('mr');
  });
});
