import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, ok, refusal, renderWithProviders } from '@site/shared/testing';
import { setUpPageTests } from '../../testing/page-test-setup';
import AnnouncementPage from './announcement-page';

const { track } = setUpPageTests();
const NOTICES = 'GET /wps/agent/notices';

describe('Announcement', () => {
  it('shows each notice with its title and date, its HTML sanitised', async () => {
    track(
      fakePlatform({
        [NOTICES]: () =>
          ok({
            list: [
              { id: '2', title: 'New salary rules', html: '<p>Read <b>this</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>', publishedAt: '2026-09-18T08:00:00Z' },
              { id: '1', title: 'Welcome', html: '<p>Hello agents</p>', publishedAt: '2026-09-01T08:00:00Z' },
            ],
          }),
      }),
    );
    renderWithProviders(<AnnouncementPage />);
    const first = await screen.findByRole('article', { name: 'New salary rules' });
    expect(within(first).getByText('Published 2026-09-18')).toBeInTheDocument();
    expect(within(first).getByText('this').tagName).toBe('B');
    expect(first.querySelector('script')).toBeNull();
    expect(first.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says when there are none, and offers Retry when the call fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    track(fakePlatform({ [NOTICES]: () => (fail ? refusal('INTERNAL', 'try later', 500) : ok({ list: [] })) }));
    renderWithProviders(<AnnouncementPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no announcements for agents yet.')).toBeInTheDocument();
  });
});
