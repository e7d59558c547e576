import type { InternalAxiosRequestConfig } from 'axios';
import { addDays, DEFAULT_SITE_TIME_ZONE, queryClient, siteDay } from '@site/shared';
import type { FakePlatform } from '@site/shared/testing';
import { RECORDS_KEY } from '../api/record-query';

/** A site day YYYY-MM-DD, `daysAgo` days before today (the default zone: these tests' platform names none): what the date filter sends. */
export function siteDayAgo(daysAgo = 0): string {
  return addDays(siteDay(new Date(), DEFAULT_SITE_TIME_ZONE), -daysAgo);
}

/** The query a records request sent, without the fields left unset (axios drops them too). */
export function paramsOf(config: InternalAxiosRequestConfig | undefined): Record<string, unknown> {
  const params = (config?.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

/** The query of the latest request to a route. */
export function lastParams(api: FakePlatform, route: string): Record<string, unknown> {
  return paramsOf(api.callsTo(route).at(-1));
}

/** A fresh cache per test, and a failed load shown at once instead of after react-query's retries. */
export function resetRecordQueries(): void {
  queryClient.clear();
  queryClient.setQueryDefaults([RECORDS_KEY], { retry: false });
}
