import { flattenWhiteLabel } from './flatten-white-label';

describe('flattenWhiteLabel', () => {
  it('flattens the tree, children included, enabled only for "1"', () => {
    expect(
      flattenWhiteLabel([
        {
          modId: 'REG',
          enabled: '1',
          childrenNodes: [
            { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
            { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [{ modId: 'REGMOBVERF3', enabled: '1', childrenNodes: [] }] },
          ],
        },
        { modId: 'MANPLAYREB3', enabled: '0', childrenNodes: [] },
      ]),
    ).toEqual({ REG: true, DIRECTREG3: true, MOBILENUMREG3: false, REGMOBVERF3: true, MANPLAYREB3: false });
  });

  it('lets a later tree override an earlier one and skips missing trees', () => {
    expect(
      flattenWhiteLabel([{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }], undefined, [{ modId: 'DIRECTREG3', enabled: '0', childrenNodes: [] }]),
    ).toEqual({ DIRECTREG3: false });
  });
});
