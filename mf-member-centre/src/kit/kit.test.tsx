import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addRemoteResources, queryClient, queryKeys, type PermissionValue } from '@site/shared';
import { MEMBER_NAMESPACE, resources } from '../i18n/resources';
import { DateRangeFilter, type DayRange } from '.';

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));

/** The site's zone as the platform's permission answer names it (the only field the filter reads). */
const siteZone = (timeZone: string) => queryClient.setQueryData(queryKeys.permission(), { info: { timeZone } } as PermissionValue);

afterEach(() => queryClient.removeQueries({ queryKey: queryKeys.permission() }));

describe('DateRangeFilter', () => {
  const now = () => Date.parse('2025-03-10T23:30:00Z');

  function Harness({ onChange }: { onChange: (range: DayRange) => void }) {
    const [value, setValue] = useState<DayRange>({ startDate: '2025-03-04', endDate: '2025-03-10' });
    return (
      <DateRangeFilter
        value={value}
        now={now}
        onChange={(range) => {
          setValue(range);
          onChange(range);
        }}
      />
    );
  }

  it('offers the quick ranges as site days (here a site on UTC) and marks the one in force', async () => {
    siteZone('UTC');
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-03-09', endDate: '2025-03-09' });
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-02-09', endDate: '2025-03-10' });
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-03-10', endDate: '2025-03-10' });
  });

  it('keeps the two dates from crossing and from passing today', () => {
    siteZone('UTC');
    render(<Harness onChange={jest.fn()} />);
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2025-03-10');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2025-03-04');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2025-03-10');
  });

  it("counts today in the site's time zone: at 23:30 UTC it is already the next day in Vietnam", async () => {
    siteZone('Asia/Ho_Chi_Minh');
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2025-03-11');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-03-11', endDate: '2025-03-11' });
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-03-10', endDate: '2025-03-10' });
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-03-05', endDate: '2025-03-11' });
  });
});
