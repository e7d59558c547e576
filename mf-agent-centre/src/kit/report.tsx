import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { AgentRangeQuery } from '@site/shared/contract/agents';
import { Field, TextInput, useZodForm, type FormValues, type ZodForm } from '@site/shared/centre-kit';
import { FilterForm } from './filter-form';
import { initialPeriod, periodQuery, PeriodPicker, type PeriodChoice } from './period-picker';
import { useOwnKitText } from './use-own-kit-text';

type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

export interface Report<Schema extends FormSchema> {
  period: PeriodChoice;
  /** A new period starts again on page 1. */
  changePeriod: (next: PeriodChoice) => void;
  form: ZodForm<Schema>;
  /** The filter form's onSubmit: the filters as searched, from page 1. */
  search: ReturnType<ZodForm<Schema>['submit']>;
  /** What to ask the platform for; null while a custom period is not valid yet. */
  query: (AgentRangeQuery & z.output<Schema> & { pageNo: number }) | null;
  setPageNo: (pageNo: number) => void;
}

/**
 * A team report's state: the period, the filters as last searched (nothing is asked for while
 * they are typed) and the page; a new period or a new search goes back to page 1.
 */
export function useReport<Schema extends FormSchema>(schema: Schema, empty: FormValues<Schema>): Report<Schema> {
  const [period, setPeriod] = useState(initialPeriod);
  // Every filter is optional: none searched yet is the empty object.
  const [filters, setFilters] = useState<z.output<Schema>>({} as z.output<Schema>);
  const [pageNo, setPageNo] = useState(1);
  const form = useZodForm(schema, empty);
  const range = periodQuery(period);
  return {
    period,
    changePeriod: (next) => {
      setPeriod(next);
      setPageNo(1);
    },
    form,
    search: form.submit((values) => {
      setFilters(values);
      setPageNo(1);
    }),
    query: range && { ...range, ...(filters as object), pageNo } as Report<Schema>['query'],
    setPageNo,
  };
}

/** A report form's fields by name: the member account and the level most reports filter by. */
type CommonFilter = 'account' | 'level';

/**
 * A report's period picker and filter form: the member account and level fields when the report
 * has them (`common`), then its own fields (`children`).
 */
export function ReportFilters<Schema extends FormSchema>({
  report,
  label,
  common,
  children,
}: {
  report: Report<Schema>;
  label: string;
  common: readonly CommonFilter[];
  children?: ReactNode;
}) {
  const t = useOwnKitText();
  // The common fields exist in every schema that names them; the form's typing cannot see that.
  const form = report.form as unknown as ZodForm<z.ZodType<unknown, Partial<Record<CommonFilter, string>>>>;
  return (
    <>
      <PeriodPicker value={report.period} onChange={report.changePeriod} />
      <FilterForm label={label} onSubmit={report.search}>
        {common.includes('account') && (
          <Field label={t('kit.filter.account')} name="account" error={form.errors.account}>
            <TextInput value={String(form.values.account ?? '')} onChange={(value) => form.setValue('account', value)} autoComplete="off" />
          </Field>
        )}
        {common.includes('level') && (
          <Field label={t('kit.filter.level')} name="level" error={form.errors.level}>
            <TextInput value={String(form.values.level ?? '')} onChange={(value) => form.setValue('level', value)} inputMode="numeric" />
          </Field>
        )}
        {children}
      </FilterForm>
    </>
  );
}
