/** react-query keys of the limits and reality-check sections. */
export const limitsKeys = {
  state: ['responsible-gaming', 'limits'] as const,
};
