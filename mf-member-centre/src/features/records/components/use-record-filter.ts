import { useState } from 'react';
import { useSiteTimeZone } from '@site/shared';
import { defaultDateRange, type DateRange } from '@site/shared/contract/member';

/**
 * A record page's filter: the date range (the last 7 site days at first), the page's own fields and the page
 * number, which goes back to 1 whenever the filter changes (page 5 of another filter means nothing).
 */
export function useRecordFilter<Extra extends object>(initialExtra: Extra) {
  const timeZone = useSiteTimeZone();
  const [filter, setFilter] = useState<DateRange & Extra & { pageNo: number }>(() => ({ ...defaultDateRange(new Date(), timeZone), ...initialExtra, pageNo: 1 }));
  return {
    filter,
    setRange: (range: DateRange) => setFilter((current) => ({ ...current, ...range, pageNo: 1 })),
    setExtra: (extra: Partial<Extra>) => setFilter((current) => ({ ...current, ...extra, pageNo: 1 })),
    setPage: (pageNo: number) => setFilter((current) => ({ ...current, pageNo })),
  };
}
