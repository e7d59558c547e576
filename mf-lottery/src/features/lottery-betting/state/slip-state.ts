import type { LotteryBetType } from '@site/shared/contract/lottery';
import { PICK_RULES, parseTypedPick, togglePick, type ToggleRefusal, type TypedProblem } from '../rules/pick-rules';

/**
 * The bet slip being put together. `requestId` names one intended bet: it is kept while the slip
 * stays the same, so pressing "Place bet" again after a lost answer cannot take the stake twice,
 * and it is renewed whenever the bet changes (another type, number, units or issue) or was placed.
 */
export interface SlipState {
  betType: LotteryBetType;
  pick: string[];
  units: string;
  requestId: string;
  /** Why the last press on the grid did nothing. */
  refused: ToggleRefusal | null;
  /** What was wrong with the last typed numbers. */
  typedProblems: TypedProblem[];
}

export type SlipAction =
  | { type: 'chooseType'; betType: LotteryBetType }
  | { type: 'toggle'; number: string }
  | { type: 'typed'; text: string }
  | { type: 'clear' }
  | { type: 'units'; units: string }
  /** The current issue changed: the same numbers are a new bet on the new issue. */
  | { type: 'newIssue' }
  | { type: 'placed' };

export const DEFAULT_UNITS = '1';

export function initialSlip(betType: LotteryBetType, newRequestId: () => string): SlipState {
  return { betType, pick: [], units: DEFAULT_UNITS, requestId: newRequestId(), refused: null, typedProblems: [] };
}

/** The reducer, bound to a source of fresh request ids (random in the page, counted in tests). */
export function slipReducer(newRequestId: () => string) {
  return (state: SlipState, action: SlipAction): SlipState => {
    const changed = (patch: Partial<SlipState>): SlipState => ({ ...state, refused: null, typedProblems: [], ...patch, requestId: newRequestId() });
    switch (action.type) {
      case 'chooseType': {
        if (action.betType === state.betType) return state;
        // Numbers carry over only when the new type reads the same digits and allows as many.
        const rule = PICK_RULES[action.betType];
        const keep = PICK_RULES[state.betType].digits === rule.digits && state.pick.length <= rule.max;
        return changed({ betType: action.betType, pick: keep ? state.pick : [] });
      }
      case 'toggle': {
        const { pick, refused } = togglePick(state.betType, state.pick, action.number);
        return refused ? { ...state, refused, typedProblems: [] } : changed({ pick });
      }
      case 'typed': {
        const { pick, problems } = parseTypedPick(state.betType, action.text);
        return { ...changed({ pick }), typedProblems: problems };
      }
      case 'clear':
        return changed({ pick: [] });
      case 'units':
        return changed({ units: action.units });
      case 'newIssue':
        return changed({});
      case 'placed':
        return changed({ pick: [] });
    }
  };
}
