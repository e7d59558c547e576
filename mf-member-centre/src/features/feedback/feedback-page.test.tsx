import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { addRemoteResources, queryClient, setLanguage } from '@site/shared';
import type { FeedbackItem } from '@site/shared/contract/feedback';
import { expectCompleteTranslations, fakePlatform, ok, type FakePlatform } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import FeedbackPage from './feedback-page';
import FeedbackScreen from './components/feedback-screen';
import { texts } from './texts';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

const SEND = 'PUT /wps/feedback';
const LIST = 'GET /wps/member/feedback';
const LOOKUP = 'POST /wps/feedback/lookup';
const THUMBNAIL = 'GET /wps/member/feedback/images/:imageId/thumbnail';
/** A 1x1 png. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const answered: FeedbackItem = {
  id: 7,
  referenceNo: 'F20261128000007',
  category: 'COMPLAINT',
  content: 'The round did not pay',
  related: 'R-123',
  status: 'RESOLVED',
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  images: [{ id: 3, contentType: 'image/png', width: 8, height: 6, size: 120 }],
  replies: [{ message: 'We checked: the round paid 12.00.', createdAt: '2026-11-28T09:00:00.000Z' }],
  disputeBody: { name: 'Demo ADR Service', url: 'https://adr.example.org' },
};

let api: FakePlatform;
let history: FeedbackItem[];

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryDefaults(['feedback'], { retry: false });
  history = [answered];
  api = fakePlatform({
    [LIST]: () => ok({ list: history, pageNo: 1, totalPages: 1, totalCount: history.length }),
    [SEND]: () => ok({ id: 8, referenceNo: 'F20261129000008', status: 'OPEN' }),
    [THUMBNAIL]: () => ok({ id: 3, contentType: 'image/png', data: PIXEL }),
  });
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

describe('Feedback page', () => {
  it('counts characters as they are typed and refuses 141 before sending anything', async () => {
    const user = userEvent.setup();
    render(<FeedbackPage />);
    await user.selectOptions(screen.getByLabelText('Category'), 'Suggestion');
    const message = screen.getByLabelText('Your message');
    await user.type(message, 'Hello');
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('5 of 140 characters');
    await user.clear(message);
    await user.click(message);
    await user.paste('a'.repeat(141));
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('141 of 140 characters');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('At most 140 characters: remove 1.')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveFocus();
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('keeps at most 3 pictures with previews and remove buttons, and sends them with the message', async () => {
    const user = userEvent.setup();
    render(<FeedbackPage />);
    const input = screen.getByLabelText('Pictures (optional)');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(screen.getByText('At most 3 pictures.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove picture/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(screen.getAllByRole('button', { name: /^Remove picture/ })).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Category'), 'Game');
    await user.type(screen.getByLabelText('Your message'), 'Screen froze');
    await user.type(screen.getByLabelText('Order or round number (optional)'), 'R-9');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your feedback was sent with reference F20261129000008.');
    const body = JSON.parse(api.callsTo(SEND)[0]!.data as string) as { category: string; content: string; images: { data: string }[]; related: string };
    expect(body).toEqual({ category: 'GAME', content: 'Screen froze', related: 'R-9', images: [expect.objectContaining({ data: expect.any(String) }), expect.objectContaining({ data: expect.any(String) })] });
    expect(Buffer.from(body.images[0]!.data, 'base64')[1]).toBe(0x50);
    // The history is read again after a feedback is sent.
    expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the platform's refusal of a picture under the pictures, naming which one", async () => {
    api.restore();
    api = fakePlatform({
      [LIST]: () => ok({ list: [], pageNo: 1, totalPages: 1, totalCount: 0 }),
      [SEND]: () => ({ data: { success: false, value: null, errorCode: 'FEEDBACK_IMAGE_INVALID', message: 'images.1: Images must be png or jpg pictures', field: 'images.1' }, status: 400 }),
    });
    const user = userEvent.setup();
    render(<FeedbackPage />);
    await user.upload(screen.getByLabelText('Pictures (optional)'), [png('a.png'), png('x.png')]);
    await user.selectOptions(screen.getByLabelText('Category'), 'Account');
    await user.type(screen.getByLabelText('Your message'), 'See pictures');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Picture 2 you chose: This file is not a png or jpg picture.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pictures (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists my feedback with its status, replies and the dispute body of a resolved complaint, in Vietnamese too', async () => {
    const { container } = render(<FeedbackPage />);
    const list = await screen.findByTestId('feedback-history');
    const card = within(list).getByRole('listitem', { name: 'Reference F20261128000007' });
    expect(card).toHaveTextContent('Complaint');
    expect(card).toHaveTextContent('Resolved');
    expect(card).toHaveTextContent('We checked: the round paid 12.00.');
    expect(card).toHaveTextContent('If you are not satisfied with this answer, you may refer your complaint to Demo ADR Service:');
    expect(within(card).getByRole('link', { name: 'https://adr.example.org' })).toHaveAttribute('href', 'https://adr.example.org');
    const results = await axe.run(container, { runOnly: ['aria-valid-attr-value', 'aria-allowed-role', 'button-name', 'label', 'list', 'listitem', 'select-name'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await act(() => setLanguage('vi'));
    expect(await within(list).findByText('Đã giải quyết')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gửi góp ý' })).toBeInTheDocument();
  });

  it("shows each picture of my feedback as a thumbnail, asked from the platform's thumbnail call", async () => {
    render(<FeedbackPage />);
    const list = await screen.findByTestId('feedback-history');
    const card = within(list).getByRole('listitem', { name: 'Reference F20261128000007' });
    const pictures = within(card).getByRole('list', { name: '1 picture(s)' });
    // While it loads, a box of the same size stands in for it, named the same.
    await waitFor(() => expect(within(pictures).getByRole('img', { name: 'Picture 1 of feedback F20261128000007' })).toHaveAttribute('src', `data:image/png;base64,${PIXEL}`));
    expect(api.callsTo(THUMBNAIL).map((call) => call.url)).toEqual(['/wps/member/feedback/images/3/thumbnail']);
  });

  it('says when a thumbnail cannot be shown', async () => {
    api.restore();
    api = fakePlatform({
      [LIST]: () => ok({ list: [answered], pageNo: 1, totalPages: 1, totalCount: 1 }),
      [THUMBNAIL]: () => ({ status: 404, data: { success: false, value: null, errorCode: 'FEEDBACK_IMAGE_NOT_FOUND', message: 'Not found' } }),
    });
    render(<FeedbackPage />);
    expect(await screen.findByRole('img', { name: 'Picture 1 of feedback F20261128000007 (could not be shown)' })).toBeInTheDocument();
  });

  it("a visitor gives a contact with their feedback and finds it again by reference number and that contact, never the reference alone", async () => {
    const user = userEvent.setup();
    api.restore();
    api = fakePlatform({
      [SEND]: () => ok({ id: 8, referenceNo: 'F20261129000008', status: 'OPEN' }),
      [LOOKUP]: (config) => {
        const body = JSON.parse(config.data as string) as { referenceNo: string; contact: string };
        return body.contact === 'zoe@example.org'
          ? ok({ ...answered, images: [], referenceNo: body.referenceNo })
          : { status: 404, data: { success: false, value: null, errorCode: 'FEEDBACK_NOT_FOUND', message: 'Feedback not found' } };
      },
    });
    const { container } = render(<FeedbackScreen />);
    await user.selectOptions(screen.getByLabelText('Category'), 'Payment');
    await user.type(screen.getByLabelText('Your message'), 'Deposit missing');
    await user.type(screen.getByLabelText('Email or phone (optional)'), 'not a contact');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Give an email address or a phone number.')).toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email or phone (optional)'));
    await user.type(screen.getByLabelText('Email or phone (optional)'), 'Zoe@Example.org');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent('F20261129000008');
    expect(JSON.parse(api.callsTo(SEND)[0]!.data as string)).toMatchObject({ contact: 'Zoe@Example.org' });

    const find = screen.getByRole('form', { name: 'Find my feedback' });
    await user.type(within(find).getByLabelText('Reference number'), 'F20261129000008');
    await user.click(within(find).getByRole('button', { name: 'Find' }));
    expect(await within(find).findByText('Give an email address or a phone number.')).toBeInTheDocument();
    expect(api.callsTo(LOOKUP)).toHaveLength(0);

    await user.type(within(find).getByLabelText('Email or phone you gave'), 'someone@example.org');
    await user.click(within(find).getByRole('button', { name: 'Find' }));
    expect(await within(find).findByText('No feedback matches this reference number and contact.')).toBeInTheDocument();

    await user.clear(within(find).getByLabelText('Email or phone you gave'));
    await user.type(within(find).getByLabelText('Email or phone you gave'), 'zoe@example.org');
    await user.click(within(find).getByRole('button', { name: 'Find' }));
    const result = await screen.findByTestId('feedback-lookup-result');
    expect(within(result).getByRole('listitem', { name: 'Reference F20261129000008' })).toHaveTextContent('We checked: the round paid 12.00.');
    expect(JSON.parse(api.callsTo(LOOKUP).at(-1)!.data as string)).toEqual({ referenceNo: 'F20261129000008', contact: 'zoe@example.org' });
    const results = await axe.run(container, { runOnly: ['aria-valid-attr-value', 'aria-allowed-role', 'button-name', 'label', 'list', 'listitem', 'select-name'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('has every text in the four languages', () => {
    expectCompleteTranslations(texts);
  });
});
