/**
 * The app download page (/down): the active Android and iOS releases, the QR code that leads a
 * phone to the page (with the signed-in member's referral code, from the platform's record), and
 * the operator's releases (upload with a checksum, list, roll back to the previous one). Also the
 * addresses of the installable web app's manifest and icons, which the platform draws.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint, LanguageHeaderSchema } from '../endpoint';

/** The web app manifest the shell's page links (`<link rel="manifest">`), drawn by the platform. */
export const APP_MANIFEST_PATH = '/media/app/manifest.webmanifest';
/** The installable web app's icons (PNG, square), drawn by the platform from the brand. */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];
export const appIconPath = (size: AppIconSize) => `/media/app/icon-${size}.png`;
/** The page the QR code and the manifest's start lead to. */
export const DOWNLOAD_PAGE_PATH = '/down';
/** The query parameter the registration form reads a referral code from. */
export const REFERRAL_QUERY_PARAM = 'referralCode';

export const APP_PLATFORMS = ['ANDROID', 'IOS'] as const;
export const AppPlatformSchema = z.enum(APP_PLATFORMS);
export type AppPlatform = z.infer<typeof AppPlatformSchema>;

const Timestamp = z.string().describe('ISO 8601 time, UTC');
const Sha256Schema = z
  .string()
  .trim()
  .regex(/^[0-9A-Fa-f]{64}$/, 'must be 64 hexadecimal digits (a SHA-256)')
  .transform((text) => text.toLowerCase());
const VersionSchema = z.string().trim().regex(/^[0-9]{1,4}(\.[0-9]{1,6}){1,3}$/, 'must be a version such as 1.4.2');
/** At most 4 GiB: no phone app is larger. */
export const MAX_APP_SIZE_BYTES = 4 * 1024 * 1024 * 1024;
const NoteText = z.string().trim().min(1).max(500).regex(/^[^<>]*$/, 'must not contain < or >');
const DownloadUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((url) => /^https:\/\/[^\s/]+\/\S*$/i.test(url) || /^\/(?!\/)\S*$/.test(url), 'must be an https address or a path on this site');
const ReferenceSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1-64 letters, digits, . _ : or -');

export const AppReleaseSchema = z.object({
  platform: AppPlatformSchema,
  version: z.string(),
  sizeBytes: z.number().int(),
  releasedAt: Timestamp,
  /** In the language asked for, English when that one is not written. */
  notes: z.string(),
  sha256: z.string(),
  downloadUrl: z.string(),
});
export type AppRelease = z.infer<typeof AppReleaseSchema>;

export const AppReleasesSchema = z.object({
  /** The active release of each platform that has one (Android first). */
  releases: z.array(AppReleaseSchema),
});
export type AppReleases = z.infer<typeof AppReleasesSchema>;

export const AppQrSchema = z.object({
  /** What the code encodes: the download page, with `referralCode` for a signed-in real member. */
  url: z.string(),
  /** The code as an SVG document (no script, no external reference), to show as an image. */
  svg: z.string(),
});
export type AppQr = z.infer<typeof AppQrSchema>;

export const AppReleaseUploadSchema = z
  .strictObject({
    reference: ReferenceSchema,
    platform: AppPlatformSchema,
    version: VersionSchema,
    sizeBytes: z.number().int().min(1).max(MAX_APP_SIZE_BYTES),
    sha256: Sha256Schema,
    downloadUrl: DownloadUrlSchema,
    notes: z.strictObject({ en: NoteText, es: NoteText.optional(), vi: NoteText.optional(), zh: NoteText.optional() }),
  })
  .meta({ id: 'AppReleaseUpload' });
export type AppReleaseUpload = z.input<typeof AppReleaseUploadSchema>;

export const AppReleaseRollbackSchema = z.strictObject({ reference: ReferenceSchema, platform: AppPlatformSchema }).meta({ id: 'AppReleaseRollback' });

export const OpsAppReleaseSchema = AppReleaseSchema.omit({ notes: true }).extend({
  id: z.number().int(),
  status: z.enum(['ACTIVE', 'SUPERSEDED', 'ROLLED_BACK']),
  notes: z.record(z.string(), z.string()),
});
export type OpsAppRelease = z.infer<typeof OpsAppReleaseSchema>;

export const OpsAppReleasesSchema = z.object({ releases: z.array(OpsAppReleaseSchema) });

export const AppReleaseChangedSchema = z.object({
  /** The platform's active release now (null after rolling back the only one). */
  active: OpsAppReleaseSchema.nullable(),
  /** The release that was active before, if any. */
  previous: OpsAppReleaseSchema.nullable(),
  /** True when this reference was used before for the same change: nothing changed now. */
  replayed: z.boolean(),
});
export type AppReleaseChanged = z.infer<typeof AppReleaseChangedSchema>;

const LANGUAGE_NOTE = "Notes in the `Language` header's language (en, es, vi, zh), English when not written.";

export const appReleaseEndpoints = {
  appReleases: endpoint({
    method: 'GET',
    path: '/wps/app/releases',
    caller: 'visitor',
    headers: LanguageHeaderSchema,
    closedSite: 'serve',
    tag: 'system',
    summary: 'The active app release of each platform: version, size, date, notes, SHA-256 and where to download it',
    description: LANGUAGE_NOTE,
    response: AppReleasesSchema,
  }),
  appQr: endpoint({
    method: 'GET',
    path: '/wps/app/qr',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'system',
    summary: "A QR code of the download page's address (no referral code)",
    response: AppQrSchema,
  }),
  memberAppQr: endpoint({
    method: 'GET',
    path: '/wps/member/app/qr',
    caller: 'member',
    closedSite: 'serve',
    tag: 'system',
    summary: "A QR code of the download page's address with the signed-in member's referral code",
    description:
      'The code is the one the platform keeps for the member of the session (made on first use); the call takes none. ' +
      'A free-play account has no referral code: its QR code is the plain address.',
    response: AppQrSchema,
  }),
  opsAppReleases: endpoint({
    method: 'GET',
    path: '/ops/app/releases',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Every app release of both platforms, newest first, with its state',
    response: OpsAppReleasesSchema,
  }),
  opsAppReleaseUpload: endpoint({
    method: 'POST',
    path: '/ops/app/releases',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'operator',
    summary: "Publish an app release and make it the platform's active one (audited, X-Operator)",
    description:
      'The package lives at downloadUrl (an https address or a path on this site); sha256 is its checksum, shown to visitors so they can check the file. ' +
      'The ops command computes both from the file when given one and refuses a mismatch. A version already released for the platform is 409 APP_VERSION_EXISTS. ' +
      'The same reference with the same release answers the first result (replayed: true); with another, 409 IDEMPOTENCY_CONFLICT.',
    body: AppReleaseUploadSchema,
    response: AppReleaseChangedSchema,
  }),
  opsAppReleaseRollback: endpoint({
    method: 'POST',
    path: '/ops/app/releases/rollback',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'operator',
    summary: 'Roll a platform back to the release that was active before the current one (audited, X-Operator)',
    description: 'The active release becomes ROLLED_BACK (never offered again), the newest superseded one ACTIVE. Nothing to roll back to: 409 APP_NO_PREVIOUS_RELEASE.',
    body: AppReleaseRollbackSchema,
    response: AppReleaseChangedSchema,
  }),
};
