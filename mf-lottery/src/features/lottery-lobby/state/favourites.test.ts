import { favouritesKey, readFavourites, toggleFavourite } from './favourites';

beforeEach(() => localStorage.clear());

describe('lottery favourites', () => {
  it('adds a lottery that is not a favourite and removes one that is', () => {
    expect(toggleFavourite('alice', 'FAST_1M')).toEqual(['FAST_1M']);
    expect(toggleFavourite('alice', 'VN_MB')).toEqual(['FAST_1M', 'VN_MB']);
    expect(toggleFavourite('alice', 'FAST_1M')).toEqual(['VN_MB']);
    expect(readFavourites('alice')).toEqual(['VN_MB']);
  });

  it('keeps each username apart', () => {
    toggleFavourite('alice', 'FAST_1M');
    expect(readFavourites('bob')).toEqual([]);
    expect(localStorage.getItem(favouritesKey('alice'))).toBe('["FAST_1M"]');
  });

  it('starts over from a damaged entry', () => {
    localStorage.setItem(favouritesKey('alice'), '{not json');
    expect(readFavourites('alice')).toEqual([]);
    localStorage.setItem(favouritesKey('alice'), '["A",3,null,"B"]');
    expect(readFavourites('alice')).toEqual(['A', 'B']);
  });
});
