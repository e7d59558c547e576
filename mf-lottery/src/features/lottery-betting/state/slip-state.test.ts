import { initialSlip, slipReducer, type SlipAction, type SlipState } from './slip-state';

function counter() {
  let next = 0;
  return () => `request-${(next += 1)}`;
}

function run(state: SlipState, reduce: ReturnType<typeof slipReducer>, ...actions: SlipAction[]): SlipState {
  return actions.reduce(reduce, state);
}

describe('the bet slip', () => {
  it('keeps its request id while the bet stays the same, so a retry cannot place it twice', () => {
    const ids = counter();
    const reduce = slipReducer(ids);
    const slip = run(initialSlip('DE', ids), reduce, { type: 'toggle', number: '07' });
    // A press that changes nothing (the same type chosen again) keeps the id.
    expect(run(slip, reduce, { type: 'chooseType', betType: 'DE' }).requestId).toBe(slip.requestId);
  });

  it('takes a new request id whenever the bet changes or was placed', () => {
    const ids = counter();
    const reduce = slipReducer(ids);
    let slip = initialSlip('LO2', ids);
    const seen = new Set([slip.requestId]);
    for (const action of [
      { type: 'toggle', number: '07' },
      { type: 'units', units: '5' },
      { type: 'typed', text: '07 08' },
      { type: 'chooseType', betType: 'DE' },
      { type: 'newIssue' },
      { type: 'placed' },
      { type: 'clear' },
    ] as SlipAction[]) {
      slip = reduce(slip, action);
      expect(seen.has(slip.requestId)).toBe(false);
      seen.add(slip.requestId);
    }
  });

  it('empties the pick once the bet is placed and keeps the units for the next one', () => {
    const ids = counter();
    const reduce = slipReducer(ids);
    const slip = run(initialSlip('LO2', ids), reduce, { type: 'toggle', number: '07' }, { type: 'units', units: '20' }, { type: 'placed' });
    expect(slip.pick).toEqual([]);
    expect(slip.units).toBe('20');
  });

  it('keeps the numbers on a type with the same digits that allows as many, and drops them otherwise', () => {
    const ids = counter();
    const reduce = slipReducer(ids);
    const two = run(initialSlip('LO2', ids), reduce, { type: 'toggle', number: '07' }, { type: 'toggle', number: '42' });
    expect(reduce(two, { type: 'chooseType', betType: 'XIEN2' }).pick).toEqual(['07', '42']);
    expect(reduce(reduce(two, { type: 'toggle', number: '55' }), { type: 'chooseType', betType: 'XIEN2' }).pick).toEqual([]);
    expect(reduce(two, { type: 'chooseType', betType: 'DUOI' }).pick).toEqual([]);
  });

  it('says why a full pick refused a number, without changing the bet', () => {
    const ids = counter();
    const reduce = slipReducer(ids);
    const full = run(initialSlip('XIEN2', ids), reduce, { type: 'toggle', number: '01' }, { type: 'toggle', number: '02' });
    const refused = reduce(full, { type: 'toggle', number: '03' });
    expect(refused.pick).toEqual(['01', '02']);
    expect(refused.refused).toBe('full');
    expect(refused.requestId).toBe(full.requestId);
    expect(reduce(refused, { type: 'toggle', number: '02' }).refused).toBeNull();
  });

  it('keeps the valid typed numbers and reports the others', () => {
    const ids = counter();
    const slip = slipReducer(ids)(initialSlip('LO3', ids), { type: 'typed', text: '123 45 123' });
    expect(slip.pick).toEqual(['123']);
    expect(slip.typedProblems).toEqual([
      { value: '45', reason: 'digits' },
      { value: '123', reason: 'duplicate' },
    ]);
  });
});
