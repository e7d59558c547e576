import { resources } from '../../i18n/resources';

describe('records texts', () => {
  it.each(['en', 'es', 'vi', 'zh'] as const)('titles each page with its menu entry in %s, so the member lands where the menu said', (language) => {
    const { menu, records } = resources[language];
    expect(records.betting.title).toBe(menu.personalHistoryCopy);
    expect(records.account.title).toBe(menu.transactionHistory);
    expect(records.profit.title).toBe(menu.personalProfit);
    expect(records.bonus.title).toBe(menu.bonusDetails);
  });
});
