import { changePage, changeSearch, changeTab, clampPage, readListState, writeListState, type ListState } from './list-state';

const base: ListState = { vendor: 'PG', tab: 'fav', gameName: 'gold', gameClassify: 'slot', minBet: '0.5', page: 3 };

describe('game list state', () => {
  it('reads every part from the URL, the provider also from the page alias', () => {
    expect(readListState(new URLSearchParams('vassalage=PG&tab=hot&gameName=gold&gameClassify=video+poker&minBet=0.05&pageNo=4'))).toEqual({
      vendor: 'PG',
      tab: 'hot',
      gameName: 'gold',
      gameClassify: 'video poker',
      minBet: '0.05',
      page: 4,
    });
    expect(readListState(new URLSearchParams('page=JDB')).vendor).toBe('JDB');
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(readListState(new URLSearchParams('tab=nope&gameClassify=poker&minBet=7&pageNo=-2'))).toEqual({
      vendor: null,
      tab: 'normal',
      gameName: '',
      gameClassify: '',
      minBet: '',
      page: 1,
    });
    expect(readListState(new URLSearchParams('pageNo=2.5')).page).toBe(1);
    expect(readListState(new URLSearchParams(`gameName=${'x'.repeat(80)}`)).gameName).toHaveLength(50);
  });

  it('writes only what differs from the defaults, and writes back what it read', () => {
    expect(writeListState({ vendor: 'PG', tab: 'normal', gameName: '', gameClassify: '', minBet: '', page: 1 }).toString()).toBe('vassalage=PG');
    const written = writeListState(base);
    expect(readListState(written)).toEqual(base);
  });

  it('goes back to the normal tab and page 1 when the provider, name, classification or minimum bet changes', () => {
    for (const change of [{ vendor: 'JDB' }, { gameName: 'ruby' }, { gameClassify: 'arcade' }, { minBet: '0.01' }]) {
      expect(changeSearch(base, change)).toEqual({ ...base, ...change, tab: 'normal', page: 1 });
    }
  });

  it('opens another tab on page 1', () => {
    expect(changeTab(base, 'recent')).toEqual({ ...base, tab: 'recent', page: 1 });
  });

  it('keeps pages between 1 and the last one', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
    expect(changePage(base, 7, 4).page).toBe(4);
    expect(changePage(base, 2, 4).page).toBe(2);
  });
});
