import { callApi, queryClient, useQuery } from '@site/shared';

/** A thumbnail of one of the member's pictures (the platform answers it to its sender only). */
export function fetchFeedbackThumbnail(imageId: number) {
  return callApi('GET /wps/member/feedback/images/:imageId/thumbnail', { params: { imageId } });
}

/** Kept while the page lives: a picture never changes once sent. */
export function useFeedbackThumbnail(imageId: number) {
  return useQuery({ queryKey: ['feedback', 'thumbnail', imageId], queryFn: () => fetchFeedbackThumbnail(imageId), staleTime: Infinity }, queryClient);
}
