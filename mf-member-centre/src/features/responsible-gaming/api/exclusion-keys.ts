/** react-query keys of the time-out and self-exclusion section. */
export const exclusionKeys = {
  state: ['responsible-gaming', 'exclusion'] as const,
};
