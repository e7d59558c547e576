import type { VendorCard } from '@site/shared';

/** A provider dropdown lists at most 11 providers, then a 'more' item. */
export const MAX_DROPDOWN_PROVIDERS = 11;
/** The dropdown centres under its item unless it has 6 or more providers. */
export const WIDE_DROPDOWN_FROM = 6;

export type DropdownAlign = 'center' | 'left';

export interface DropdownModel {
  shown: VendorCard[];
  /** True when providers were left out, so a 'more' item leads to the lobby. */
  more: boolean;
  align: DropdownAlign;
}

export function dropdownModel(providers: readonly VendorCard[]): DropdownModel {
  return {
    shown: providers.slice(0, MAX_DROPDOWN_PROVIDERS),
    more: providers.length > MAX_DROPDOWN_PROVIDERS,
    align: providers.length >= WIDE_DROPDOWN_FROM ? 'left' : 'center',
  };
}
