/** react-query keys of the matched deposit panel: one root, so a new or paid slice refreshes all it shows. */
export const matchedKeys = {
  all: ['matched-deposit'] as const,
  offer: ['matched-deposit', 'offer'] as const,
  slices: (pageNo: number) => ['matched-deposit', 'slices', pageNo] as const,
};
