import type { VendorCard, VendorLane } from './api';
import { resolvePrizeMode } from './vendor-lanes';

const card = (vassalage: string, gameType: VendorCard['gameType']): VendorCard => ({
  accountTypeId: 1,
  vassalage,
  gameType,
  displayName: vassalage,
  isHot: 0,
  logoUrl: '',
});
const lane = (title: VendorLane['title'], ...cards: VendorCard[]): VendorLane => ({ id: 1, title, cards, gameClassify: [] });

describe('resolvePrizeMode', () => {
  it('is ELOTT when an e-lottery card is TCG_LOTTO_VN or LOTT', () => {
    expect(resolvePrizeMode([lane('ELOTT', card('OTHER', 'ELOTT'), card('TCG_LOTTO_VN', 'ELOTT'))])).toBe('ELOTT');
    expect(resolvePrizeMode([lane('ELOTT', card('LOTT', 'ELOTT'))])).toBe('ELOTT');
  });

  it('is LOTT otherwise: other e-lottery providers, TCG_LOTTO_VN outside e-lottery, no vendor data', () => {
    expect(resolvePrizeMode([lane('ELOTT', card('TCG_SEA', 'ELOTT'))])).toBe('LOTT');
    expect(resolvePrizeMode([lane('LOTT', card('TCG_LOTTO_VN', 'LOTT'))])).toBe('LOTT');
    expect(resolvePrizeMode([])).toBe('LOTT');
  });
});
