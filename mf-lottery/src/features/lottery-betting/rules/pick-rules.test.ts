import { gridNumbers, parseTypedPick, pickProblem, scoredCount, togglePick } from './pick-rules';

describe('the number grid', () => {
  it('offers 00-99 for two-digit types, 0-9 for one-digit types and no grid for three digits', () => {
    for (const betType of ['LO2', 'DE', 'XIEN2', 'XIEN3', 'XIEN4'] as const) {
      const grid = gridNumbers(betType);
      expect(grid).toHaveLength(100);
      expect(grid?.[0]).toBe('00');
      expect(grid?.[7]).toBe('07');
      expect(grid?.[99]).toBe('99');
    }
    for (const betType of ['DAU', 'DUOI'] as const) expect(gridNumbers(betType)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(gridNumbers('LO3')).toBeNull();
    expect(gridNumbers('CANG3')).toBeNull();
  });

  it('adds a number in order and takes it out on a second press', () => {
    let { pick } = togglePick('LO2', [], '42');
    ({ pick } = togglePick('LO2', pick, '07'));
    expect(pick).toEqual(['07', '42']);
    ({ pick } = togglePick('LO2', pick, '42'));
    expect(pick).toEqual(['07']);
  });

  it('refuses an eleventh number of a scored type and keeps the ten', () => {
    const ten = ['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'];
    expect(togglePick('DE', ten, '12')).toEqual({ pick: ten, refused: 'full' });
    expect(togglePick('DE', ten.slice(0, 9), '12')).toEqual({ pick: [...ten.slice(0, 9), '12'].sort(), refused: null });
  });

  it('refuses a number beyond a xiên combination and accepts exactly its count', () => {
    expect(togglePick('XIEN2', ['01', '02'], '03').refused).toBe('full');
    expect(togglePick('XIEN3', ['01', '02'], '03')).toEqual({ pick: ['01', '02', '03'], refused: null });
    expect(togglePick('XIEN4', ['01', '02', '03', '04'], '05').refused).toBe('full');
  });
});

describe('a typed pick', () => {
  it('reads numbers between spaces, commas and semicolons, sorted', () => {
    expect(parseTypedPick('LO3', ' 123, 007;456 ')).toEqual({ pick: ['007', '123', '456'], problems: [] });
  });

  it('reports a number with the wrong count of digits, a repeat and one too many', () => {
    expect(parseTypedPick('LO2', '7 07 07 123').problems).toEqual([
      { value: '7', reason: 'digits' },
      { value: '07', reason: 'duplicate' },
      { value: '123', reason: 'digits' },
    ]);
    expect(parseTypedPick('XIEN2', '01 02 03')).toEqual({ pick: ['01', '02'], problems: [{ value: '03', reason: 'tooMany' }] });
    expect(parseTypedPick('DUOI', 'a 1').problems).toEqual([{ value: 'a', reason: 'digits' }]);
  });
});

describe('a complete pick', () => {
  it('needs at least one number and at most ten of a scored type', () => {
    expect(pickProblem('LO2', [])).toBe('empty');
    expect(pickProblem('LO2', ['05'])).toBeNull();
    expect(pickProblem('DAU', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])).toBeNull();
    expect(pickProblem('LO2', ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10'])).toBe('tooMany');
  });

  it('needs exactly two, three or four numbers for xiên', () => {
    expect(pickProblem('XIEN2', ['01'])).toBe('tooFew');
    expect(pickProblem('XIEN2', ['01', '02'])).toBeNull();
    expect(pickProblem('XIEN3', ['01', '02'])).toBe('tooFew');
    expect(pickProblem('XIEN4', ['01', '02', '03', '04'])).toBeNull();
    expect(pickProblem('XIEN4', ['01', '02', '03', '04', '05'])).toBe('tooMany');
  });

  it('needs the type’s digits and no repeats', () => {
    expect(pickProblem('CANG3', ['12'])).toBe('digits');
    expect(pickProblem('DUOI', ['10'])).toBe('digits');
    expect(pickProblem('LO2', ['05', '05'])).toBe('duplicate');
  });
});

describe('the stakes of a pick', () => {
  it('are one per number, and one for a whole xiên', () => {
    expect(scoredCount('LO2', ['01', '02', '03'])).toBe(3);
    expect(scoredCount('DUOI', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])).toBe(10);
    expect(scoredCount('XIEN3', ['01', '02', '03'])).toBe(1);
    expect(scoredCount('XIEN2', [])).toBe(0);
  });
});
