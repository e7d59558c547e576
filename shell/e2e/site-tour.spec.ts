import type { Browser, BrowserContext, Page } from '@playwright/test';
import { lotteryName } from '@site/shared/contract/lottery/constants';
import { createMember, expect, expectNoAxeViolations, openSignedIn, test, uniqueAccount, type Site, type ThemeName } from '@site/deploy/e2e';

/**
 * The site as a visitor, a member and an agent meet it, in each complete language (en, es, vi, zh)
 * and theme, on a desktop (1366x900) and a phone (390x844): home, the slot lobby, the login and
 * register dialogs, /promotions, help, /seamless without parameters, /vnlottery, the member centre
 * and the agent centre. Each page and open dialog passes axe in the theme it was opened in (the
 * light theme by every rule, the dark one by the colour rules), and shows what a visit can see of
 * the site's promises: no contact or download that leads nowhere, a footer that reaches every
 * public page, no promised bonus, every route a page in the visitor's language, lottery names in
 * that language, HOT badges and the jackpot drawn whole, and centre menus without a placeholder.
 *
 * One test per language and theme, each on one window size: the sizes take turns, so every language
 * is seen in both themes and on both sizes and every theme on both sizes (pairwise, half the cost of
 * all sixteen combinations). The member and the agent sign in once and their pages are resized, not
 * signed in again.
 */

const LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;
type Language = (typeof LANGUAGES)[number];
const THEMES: readonly ThemeName[] = ['light', 'dark'];
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

/** The words the tour clicks, as each language shows them. */
const WORDS: Record<Language, { register: string; memberCentre: string; agentCentre: string }> = {
  en: { register: 'Register', memberCentre: 'Member centre', agentCentre: 'Agent centre' },
  es: { register: 'Registrarse', memberCentre: 'Centro de miembros', agentCentre: 'Centro de agentes' },
  vi: { register: 'Đăng ký', memberCentre: 'Trung tâm thành viên', agentCentre: 'Trung tâm đại lý' },
  zh: { register: '注册', memberCentre: '会员中心', agentCentre: '代理中心' },
};

/** Every public page and the help centre's sections the footer must reach. */
const FOOTER_TARGETS = ['/help', '/help#terms', '/help#responsible', '/promotions', '/vip', '/pointMall', '/noticePage', '/join'];

/** Destinations that answer nobody: the placeholder domains, chat and Telegram handles, a 555 number. */
const DEAD_DESTINATION = /(^|[/.@])example\.(com|net|org)|\/\/t\.me\/|livechat|^tel:.*555/i;

/** The left bar's "updating" word, once shown in every language. */
const VIETNAMESE_UPDATING = 'Đang cập nhật';

const PASSWORD = 'tour12345';

/**
 * Where each of the right bar's contacts leads: its buttons open their address in a window, so
 * window.open is stood in for while they are clicked and no window opens.
 */
function contactDestinations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const opened: string[] = [];
    const open = window.open;
    window.open = (url?: string | URL) => {
      opened.push(String(url ?? ''));
      return null;
    };
    try {
      for (const button of document.querySelectorAll<HTMLButtonElement>('[data-testid="right-bar"] button[data-position]')) button.click();
    } finally {
      window.open = open;
    }
    return opened;
  });
}

/** Where a check happened, for its failure message. */
function where(what: string, language: Language, theme: ThemeName, viewport: Viewport): string {
  return `${what} (${language}, ${theme}, ${viewport.name})`;
}

/** Links, frames and forms of the page whose address answers nobody. */
function deadDestinations(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const dead = new RegExp(source, 'i');
    const addresses = [...document.querySelectorAll('a[href], area[href], iframe[src], form[action]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action') ?? '',
    );
    return addresses.filter((address) => dead.test(address));
  }, DEAD_DESTINATION.source);
}

/**
 * Moves the open page to `path` the way the site's links do, inside the page (history and the
 * router), rather than loading the site again: the tour then costs one page load per window size.
 */
async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** What every page of the tour holds to: its language and theme, and no destination that answers nobody. */
async function expectPageBasics(page: Page, language: Language, theme: ThemeName, what: string): Promise<void> {
  const basics = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    theme: document.documentElement.dataset.theme,
    title: document.title,
    text: document.body.innerText,
  }));
  expect({ lang: basics.lang, theme: basics.theme }, what).toEqual({ lang: language, theme });
  expect(basics.title.trim(), `${what}: a document title`).not.toBe('');
  // A page, not an API answer: no raw envelope in the page's text.
  expect(basics.text, what).not.toMatch(/"(success|errorCode)"\s*:/);
  if (language !== 'vi') expect(basics.text, `${what}: Vietnamese left in another language`).not.toContain(VIETNAMESE_UPDATING);
  expect(await deadDestinations(page), `${what}: dead destinations`).toEqual([]);
}

/**
 * HOT badges (on selected and unselected provider tabs) and the jackpot as drawn: each badge's
 * text inside every box that clips it, so no accent is cut; the jackpot's label and amount each on
 * one line, so the currency sign never sits alone above the amount.
 */
function lobbyDrawing(page: Page): Promise<{ badges: number; clippedBadges: string[]; jackpotLines: number[] }> {
  return page.evaluate(() => {
    const textRect = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range;
    };
    const clips = (element: Element): Element[] => {
      const boxes: Element[] = [];
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') boxes.push(parent);
      }
      return boxes;
    };
    const badges = [...document.querySelectorAll('[role="tab"][data-testid^="vendor-tab-"]')].map((tab) => tab.children[2]).filter((badge): badge is Element => Boolean(badge));
    const clippedBadges = badges
      .filter((badge) => {
        const text = textRect(badge).getBoundingClientRect();
        const own = badge.getBoundingClientRect();
        const inside = (box: DOMRect) => text.top >= box.top - 0.5 && text.bottom <= box.bottom + 0.5;
        const ownClips = getComputedStyle(badge).overflow !== 'visible';
        return (ownClips && !inside(own)) || clips(badge).some((box) => !inside(box.getBoundingClientRect()));
      })
      .map((badge) => badge.closest('[role="tab"]')?.id ?? '');
    const jackpot = document.querySelector('[data-testid="jackpot"]');
    const lineCount = (element: Element) => new Set([...textRect(element).getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    const label = jackpot?.previousElementSibling;
    const jackpotLines = jackpot && label ? [lineCount(label), lineCount(jackpot)] : [];
    return { badges: badges.length, clippedBadges, jackpotLines };
  });
}

/** Opens an entry of the header's account menu (by its words in the page's language). */
async function openFromAccountMenu(page: Page, account: string, entry: string): Promise<void> {
  const strip = page.getByRole('banner').getByRole('group').filter({ hasText: account });
  await strip.locator('button[aria-expanded]').click();
  await strip.getByRole('listitem').getByRole('button', { name: entry, exact: true }).click();
}

/**
 * A centre panel opened from the account menu: a page on the right, never a placeholder, axe
 * clean; Escape closes it and the focus goes back into the page (its opener or the main
 * landmark), not to the document's body.
 */
async function visitCentre(page: Page, account: string, entry: string, panelId: string, theme: ThemeName, what: string): Promise<void> {
  await openFromAccountMenu(page, account, entry);
  const panel = page.getByTestId(panelId);
  const content = panel.getByTestId('centre-page');
  await expect(content.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(content.getByTestId('kit-loading')).toHaveCount(0);
  await expect(panel.getByTestId('not-available-yet')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: `[data-testid="${panelId}"]`, themes: [theme], label: what });
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  const focusLeftOnBody = () => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);
  await expect.poll(focusLeftOnBody, { message: `${what}: the focus after Escape` }).toBe(false);
}

/** The visitor's pages and dialogs at one window size. */
async function visitorTour(page: Page, language: Language, theme: ThemeName, viewport: Viewport): Promise<void> {
  const at = (what: string) => where(what, language, theme, viewport);
  const axe = (what: string) => expectNoAxeViolations(page, { themes: [theme], label: at(what) });
  const visit = (what: string, body: () => Promise<void>) => test.step(what, body);
  /** The auth dialog just opened shows its form, passes axe, and closes with Escape. */
  const checkAuthDialog = async (name: 'login' | 'register') => {
    const dialog = page.getByTestId(`auth-modal-${name}`);
    await expect(dialog.getByRole('form')).toBeVisible();
    await axe(`${name} dialog`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  };
  await page.setViewportSize(viewport);

  await visit('home', async () => {
    await page.goto('/');
    await expect(page.getByTestId('home-lanes')).toBeVisible();
    await expect(page.getByTestId('notice-bar').getByRole('listitem').first()).toBeAttached();
    // A phone builds its footer on nearing it: the reader's scroll to the end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))), { message: at('footer links') }).toEqual(expect.arrayContaining(FOOTER_TARGETS));
    await expectPageBasics(page, language, theme, at('home'));
    // Every contact answers: until a support service exists, they are pages of the site's own.
    await expect(page.getByTestId('right-bar').locator('button[data-position]').first()).toBeAttached();
    const contacts = await contactDestinations(page);
    expect(contacts.length, at('contacts')).toBeGreaterThan(0);
    for (const contact of contacts) expect(contact, at('contact')).toMatch(/^\/(?!\/)/);
    // No offer is promised: no banner, notice or text names a percentage of bonus or reload.
    const words = await page.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll('img[alt]')].map((image) => image.getAttribute('alt'))].join('\n'));
    expect(words, at('home promises')).not.toMatch(/\d\s?%/);
    await axe('home');
  });

  await visit('login dialog', async () => {
    // A visitor's first click on a launching provider opens the login: on a desktop from the
    // navigation's dropdown, on a phone from the home lane's card.
    if (viewport.name === 'desktop') {
      await page.getByTestId('nav-dropdown-LIVE').getByRole('button', { name: /Evolution/, includeHidden: true }).dispatchEvent('click');
    } else {
      await page.getByTestId('vendor-card-EVO').click();
    }
    await checkAuthDialog('login');
  });

  await visit('register dialog', async () => {
    await page.getByRole('banner').getByRole('button', { name: WORDS[language].register, exact: true }).click();
    await checkAuthDialog('register');
  });

  await visit('slot lobby', async () => {
    await navigateInPage(page, '/rng');
    await expect(page.getByTestId('lobby-RNG').getByTestId('game-grid').locator('article').first()).toBeVisible();
    await expect(page.getByTestId('jackpot')).toBeVisible();
    await expectPageBasics(page, language, theme, at('slot lobby'));
    const drawing = await lobbyDrawing(page);
    expect(drawing.badges, at('HOT badges')).toBeGreaterThan(0);
    expect(drawing.clippedBadges, at('clipped HOT badges')).toEqual([]);
    expect(drawing.jackpotLines, at('jackpot label and amount lines')).toEqual([1, 1]);
    await axe('slot lobby');
  });

  await visit('/promotions', async () => {
    await navigateInPage(page, '/promotions');
    const promotions = page.getByTestId('promotions-page');
    await expect(promotions.locator('a[href="/lottery"]')).toBeVisible();
    await expect(promotions.getByTestId('not-available-yet')).toHaveCount(0);
    await expectPageBasics(page, language, theme, at('/promotions'));
    await axe('/promotions');
  });

  await visit('help', async () => {
    await navigateInPage(page, '/help');
    await expect(page.getByTestId('help-page').getByRole('tabpanel')).not.toBeEmpty();
    await expectPageBasics(page, language, theme, at('help'));
    await axe('help');
  });

  await visit('/vnlottery', async () => {
    // The north draws every day: the next draw and its time show whatever the hour, named in the page's language.
    await navigateInPage(page, '/vnlottery');
    await expect(page.getByTestId('next-draw')).toContainText(lotteryName('VN_MB', 'Miền Bắc', language).name);
    await expect(page.getByTestId('next-draw-countdown')).toHaveText(/\d{2}:\d{2}:\d{2}/);
    await expect(page.getByTestId('results-date')).toBeVisible();
    await expectPageBasics(page, language, theme, at('/vnlottery'));
    await axe('/vnlottery');
  });

  await visit('/seamless', async () => {
    // Typed without its parameters, /seamless answers with a page that says so and leads home.
    await page.goto('/seamless');
    const seamless = page.getByTestId('launch-seamless');
    await expect(seamless.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(seamless.locator('a[href="/"]')).toBeVisible();
    await expectPageBasics(page, language, theme, at('/seamless'));
    await axe('/seamless');
  });
}

/** The pages a worker's tours use: one browser context, so the site's files load once and stay cached. */
interface Tour {
  context: BrowserContext;
  visitor: Page;
  member: { page: Page; account: string };
  agent: { page: Page; account: string };
}

/** A member and an agent, each signed in once in its own tab of the worker's context. */
async function openTour(browser: Browser, site: Site): Promise<Tour> {
  const context = await browser.newContext({ baseURL: site.url, reducedMotion: 'reduce', viewport: VIEWPORTS[0] });
  const member = uniqueAccount('tourm');
  const agent = uniqueAccount('toura');
  await Promise.all([createMember(site, { account: member, password: PASSWORD }), createMember(site, { account: agent, password: PASSWORD, type: 1 })]);
  const [visitor, memberPage, agentPage] = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
  await openSignedIn(memberPage, site, member, PASSWORD);
  await openSignedIn(agentPage, site, agent, PASSWORD);
  return { context, visitor, member: { page: memberPage, account: member }, agent: { page: agentPage, account: agent } };
}

let tourOfWorker: Promise<Tour> | undefined;

// The hook may run between two groups of this file's tests in one worker: the next one opens a new tour.
test.afterAll(async () => {
  const tour = tourOfWorker;
  tourOfWorker = undefined;
  await (await tour)?.context.close();
});

LANGUAGES.forEach((language, languageIndex) => {
  THEMES.forEach((theme, themeIndex) => {
    // The window sizes take turns, so each language is seen in both themes and on both sizes, and
    // each theme on both sizes, at half the cost of every combination.
    const viewport = VIEWPORTS[(languageIndex + themeIndex) % VIEWPORTS.length]!;
    test(`the site tour in ${language}, ${theme} theme, on a ${viewport.name}`, async ({ browser, site }) => {
      // Ten pages and dialogs, on a machine that may be busy.
      test.setTimeout(180_000);
      tourOfWorker ??= openTour(browser, site);
      const { visitor, member, agent } = await tourOfWorker;
      // The language and theme a returning visitor chose, kept where the site keeps them; the
      // signed-in tabs load again in them (their session stays with the tab).
      await member.page.evaluate(([lang, mode]) => {
        localStorage.setItem('lang', lang);
        localStorage.setItem('theme', mode);
      }, [language, theme] as const);
      await Promise.all([member.page.reload(), agent.page.reload()]);

      const at = (what: string) => where(what, language, theme, viewport);
      // Each tab is brought to the front before its walk: a tab behind another draws no frames, so
      // its transitions and frame waits stall (on CI's traced retry the screencast hid this).
      await visitor.bringToFront();
      await visitorTour(visitor, language, theme, viewport);

      for (const signedIn of [member, agent]) await signedIn.page.setViewportSize(viewport);
      await member.page.bringToFront();
      await visitCentre(member.page, member.account, WORDS[language].memberCentre, 'member-centre-panel', theme, at('member centre'));
      await agent.page.bringToFront();
      await visitCentre(agent.page, agent.account, WORDS[language].agentCentre, 'agent-centre-panel', theme, at('agent centre'));
    });
  });
});
