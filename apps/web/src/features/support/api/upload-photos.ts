// POST issues/{id}/file (spec §7, multipart `files`): photos, downscaled in the browser first
// (lib/downscale-photo.ts, loaded only when photos are sent), with an optional message.
import { type UploadedPhotos, uploadedPhotosSchema } from '@portal/contract/support';
import { apiSendForm } from '../../../lib/api-client';

export async function uploadPhotos(
  issueId: number,
  photos: readonly File[],
  message?: string,
): Promise<UploadedPhotos> {
  const { downscalePhoto } = await import('../lib/downscale-photo');
  const form = new FormData();
  if (message) form.append('message', message);
  for (const photo of photos) {
    const smaller = await downscalePhoto(photo);
    form.append('files', smaller, smaller.name);
  }
  return apiSendForm(`issues/${issueId}/file`, form, uploadedPhotosSchema, { auth: true });
}
