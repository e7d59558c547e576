import { useVendorLanes, vendorsOf, type GameType, type VendorCard } from '@site/shared';

export interface VendorOption {
  code: string;
  name: string;
}

/** One option per provider code (a provider may sit in several lanes), by name. */
function uniqueVendors(cards: readonly VendorCard[]): VendorOption[] {
  const byCode = new Map<string, VendorOption>();
  for (const card of cards) if (!byCode.has(card.vassalage)) byCode.set(card.vassalage, { code: card.vassalage, name: card.displayName });
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The providers the betting record can be filtered by: the catalogue's own, since a round keeps
 * the catalogue's provider code. `optionsFor(type)` narrows them to one game type's providers;
 * `nameOf(code)` names a provider as the catalogue does, or gives the code back for one no longer
 * listed (old rounds stay readable).
 */
export function useVendorOptions(): { optionsFor: (gameType?: GameType) => VendorOption[]; nameOf: (code: string) => string } {
  const lanes = useVendorLanes().data ?? [];
  const all = uniqueVendors(lanes.flatMap((lane) => lane.cards));
  const names = new Map(all.map((vendor) => [vendor.code, vendor.name]));
  return {
    optionsFor: (gameType) => (gameType ? uniqueVendors(vendorsOf(lanes, gameType)) : all),
    nameOf: (code) => names.get(code) ?? code,
  };
}
