/** react-query keys of the withdraw page: one root, so any change refreshes everything it shows. */
export const withdrawKeys = {
  all: ['withdraw'] as const,
  options: ['withdraw', 'options'] as const,
  list: (filter: { pageNo: number; state: string; startDate: string; endDate: string }) => ['withdraw', 'list', filter] as const,
  detail: (orderNo: string) => ['withdraw', 'detail', orderNo] as const,
  file: (fileId: number) => ['withdraw', 'file', fileId] as const,
};
