import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, queryClient } from '@site/shared';
import { bodyOf, fakePlatform, ok, refusal, type FakePlatform } from '@site/shared/testing';
import type { KycStatus } from '@site/shared/contract/protection/kyc';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { IdentitySection } from './identity-section';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));

let platform: FakePlatform | null = null;
afterEach(() => {
  platform?.restore();
  platform = null;
  queryClient.clear();
});

const STATUS: KycStatus = {
  level: 1,
  realNameSet: true,
  verifiedName: null,
  identityExpiresOn: null,
  depositsCounted: '2100.00',
  amlThreshold: '2000.00',
  amlWindowDays: 180,
  dueAt: '2026-12-28T10:00:00.000Z',
  overdue: false,
  identityPending: false,
  sourceOfFundsThreshold: '10000.00',
  sourceOfFundsRequired: false,
  sourceOfFundsPending: false,
  submissions: [],
};

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id-card.png', { type: 'image/png' });

describe('identity section', () => {
  it('says the level, why, and the due day; sends a chosen file by keyboard and shows it in review', async () => {
    let status = STATUS;
    platform = fakePlatform({
      'GET /wps/member/kyc': () => ok(status),
      'POST /wps/member/kyc/documents': (request) => {
        const body = bodyOf(request) as { kind: string; files: { name: string; contentType: string }[]; requestId: string };
        const submission = { id: 7, kind: 'IDENTITY' as const, state: 'PENDING' as const, rejectReason: null, expiresOn: null, uploadedAt: '2026-11-28T10:00:00.000Z', reviewedAt: null, files: [{ id: 9, name: body.files[0]!.name, contentType: 'image/png' as const, size: 4 }] };
        status = { ...STATUS, identityPending: true, submissions: [submission] };
        return ok({ ...submission, replayed: false });
      },
    });
    render(<IdentitySection />);
    expect(await screen.findByText('Your level: 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/withdrawals need level 2/)).toBeInTheDocument();
    expect(screen.getByText(/Your deposits have reached 2000.00: identity verification is due by/)).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Files'), png());
    screen.getByRole('button', { name: 'Send for review' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Sent. We will review it soon.');
    expect(bodyOf(platform.callsTo('POST /wps/member/kyc/documents')[0])).toMatchObject({ kind: 'IDENTITY', files: [{ name: 'id-card.png', contentType: 'image/png', data: 'iVBORw==' }] });
    await waitFor(() => expect(screen.getByTestId('kyc-submission')).toHaveTextContent('In review'));
    expect(screen.getByText(/Your document is being reviewed/)).toBeInTheDocument();
  });

  it('says when withdrawals need level 3 and sends a source-of-funds declaration by default; then says it is in review', async () => {
    const verified = { ...STATUS, level: 2, verifiedName: 'NGUYEN VAN AN', dueAt: null, depositsCounted: '10500.00', sourceOfFundsRequired: true };
    let status: KycStatus = verified;
    platform = fakePlatform({
      'GET /wps/member/kyc': () => ok(status),
      'POST /wps/member/kyc/documents': (request) => {
        const body = bodyOf(request) as { kind: 'SOURCE_OF_FUNDS'; files: { name: string }[] };
        const submission = { id: 8, kind: body.kind, state: 'PENDING' as const, rejectReason: null, expiresOn: null, uploadedAt: '2026-11-28T10:00:00.000Z', reviewedAt: null, files: [{ id: 10, name: body.files[0]!.name, contentType: 'image/png' as const, size: 4 }] };
        status = { ...verified, sourceOfFundsPending: true, submissions: [submission] };
        return ok({ ...submission, replayed: false });
      },
    });
    render(<IdentitySection />);
    expect(await screen.findByText(/Your deposits have reached 10000.00: withdrawals now also need level 3/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Files'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(screen.getByTestId('kyc-submission')).toHaveTextContent('Source of funds'));
    expect(bodyOf(platform.callsTo('POST /wps/member/kyc/documents')[0])).toMatchObject({ kind: 'SOURCE_OF_FUNDS' });
    expect(screen.getByText(/Your source-of-funds declaration is being reviewed/)).toBeInTheDocument();
    expect(screen.queryByText(/withdrawals now also need level 3/)).toBeNull();
  });

  it('checks the choice before sending, and words a refusal of the platform', async () => {
    platform = fakePlatform({
      'GET /wps/member/kyc': () => ok(STATUS),
      'POST /wps/member/kyc/documents': () => refusal('KYC_FILE_INVALID', 'files.0: bad', 400),
    });
    render(<IdentitySection />);
    await screen.findByText('Your level: 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one file.');
    expect(platform.callsTo('POST /wps/member/kyc/documents')).toHaveLength(0);

    await userEvent.upload(screen.getByLabelText('Files'), [png(), png(), png(), png()]);
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 3 files.');

    await userEvent.upload(screen.getByLabelText('Files'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('A file is not a complete png, jpg or pdf, or its name does not match its content.')).toBeInTheDocument();
  });
});
